#!/usr/bin/env python3
"""Checks that the deployment manifests parse as YAML and name what Courier needs. Run by .ci/run.

SAM templates use CloudFormation short tags (!Ref, !Sub, !GetAtt, ...): the loader accepts any tag and keeps
the value, so only structure is checked here, not CloudFormation semantics.
"""
import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent


class AnyTagLoader(yaml.SafeLoader):
    pass


def _any_tag(loader, suffix, node):
    if isinstance(node, yaml.ScalarNode):
        return {suffix: loader.construct_scalar(node)}
    if isinstance(node, yaml.SequenceNode):
        return {suffix: loader.construct_sequence(node, deep=True)}
    return {suffix: loader.construct_mapping(node, deep=True)}


AnyTagLoader.add_multi_constructor("!", _any_tag)

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def sam():
    doc = yaml.load((ROOT / "sam/template.yaml").read_text(), Loader=AnyTagLoader)
    resources = doc["Resources"]
    check(doc.get("Transform") == "AWS::Serverless-2016-10-31", "SAM transform missing")
    for name in ("CourierJvm", "CourierNative", "HttpApi", "FilesBucket", "CourierRole"):
        check(name in resources, f"SAM template lacks {name}")
    jvm, native = resources["CourierJvm"]["Properties"], resources["CourierNative"]["Properties"]
    check(jvm["Handler"] == "io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler::handleRequest", "JVM handler")
    check(jvm.get("SnapStart", {}).get("ApplyOn") == "PublishedVersions", "JVM function without SnapStart")
    check(native["Runtime"] == "provided.al2023", "native function runtime")
    for fn in (jvm, native):
        event = next(iter(fn["Events"].values()))
        check(event["Type"] == "HttpApi" and event["Properties"]["PayloadFormatVersion"] == "2.0",
              "functions must be behind an HTTP API with payload 2.0")
    env = doc["Globals"]["Function"]["Environment"]["Variables"]
    for var in ("QUARKUS_REDIS_HOSTS", "COURIER_FILES_BUCKET", "COURIER_AUTH_TOKENS", "COURIER_CRYPTO_KEY",
                "COURIER_DEPLOYMENT_MAX_RESPONSE_BYTES"):
        check(var in env, f"SAM environment lacks {var}")
    check(env["COURIER_DEPLOYMENT_MAX_RESPONSE_BYTES"] == "6291456", "Lambda response cap")
    for secret in ("COURIER_AUTH_TOKENS", "COURIER_CRYPTO_KEY"):
        check("resolve:secretsmanager" in str(env[secret]), f"{secret} must come from Secrets Manager")
    glob = doc["Globals"]["Function"]
    check("VpcConfig" in glob and "ReservedConcurrentExecutions" in glob, "VPC config / reserved concurrency")
    for p in ("ReservedConcurrency", "SubnetIds", "SecurityGroupIds", "RedisHosts"):
        check(p in doc["Parameters"], f"SAM parameter {p} missing")
    statements = resources["CourierRole"]["Properties"]["Policies"][0]["PolicyDocument"]["Statement"]
    actions = sorted(a for s in statements for a in (s["Action"] if isinstance(s["Action"], list) else [s["Action"]]))
    check(actions == ["s3:DeleteObject", "s3:GetObject", "s3:ListBucket", "s3:PutObject"],
          f"IAM must be least privilege on the bucket, got {actions}")
    check(all("*" not in str(s["Resource"]).replace("Arn}/*", "") for s in statements), "IAM resources too broad")


def knative():
    doc = yaml.load((ROOT / "knative/service.yaml").read_text(), Loader=AnyTagLoader)
    check(doc["apiVersion"] == "serving.knative.dev/v1" and doc["kind"] == "Service", "Knative Service")
    template = doc["spec"]["template"]
    check(template["metadata"]["annotations"].get("autoscaling.knative.dev/min-scale") == "0", "scale to zero")
    spec = template["spec"]
    check(isinstance(spec.get("containerConcurrency"), int), "containerConcurrency")
    container = spec["containers"][0]
    check(container["livenessProbe"]["httpGet"]["path"] == "/q/health/live", "liveness probe")
    check(container["readinessProbe"]["httpGet"]["path"] == "/q/health/ready", "readiness probe")
    check("requests" in container["resources"] and "limits" in container["resources"], "resources")
    env = {e["name"]: e for e in container["env"]}
    for secret in ("COURIER_AUTH_TOKENS", "COURIER_CRYPTO_KEY"):
        check("secretKeyRef" in env.get(secret, {}).get("valueFrom", {}), f"{secret} must be a secretKeyRef")


sam()
knative()
if failures:
    print("infra/validate.py: " + "; ".join(failures))
    sys.exit(1)
print("infra/validate.py: infra/sam/template.yaml and infra/knative/service.yaml parse and name what Courier needs")
