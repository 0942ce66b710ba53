#!/usr/bin/env python3
"""Turns a JMH JSON result file into Markdown tables (used by bench/run.sh)."""
import json
import sys


def params(b):
    p = b.get("params") or {}
    return ", ".join(f"{k}={v}" for k, v in p.items())


def main(path):
    with open(path) as f:
        results = json.load(f)
    print("| Benchmark | Params | Score | Error (99.9%) | Unit |")
    print("|---|---|---:|---:|---|")
    for b in results:
        m = b["primaryMetric"]
        name = b["benchmark"].rsplit(".", 2)
        print(f"| {name[-2]}.{name[-1]} | {params(b)} | {m['score']:.3f} | ± {m['scoreError']:.3f} | {m['scoreUnit']} |")
    # client/raw ratio per parameter set for McpReadBenchmark
    mcp = {}
    for b in results:
        if b["benchmark"].endswith("McpReadBenchmark.client") or b["benchmark"].endswith("McpReadBenchmark.raw"):
            mcp.setdefault(params(b), {})[b["benchmark"].rsplit(".", 1)[-1]] = b["primaryMetric"]["score"]
    rows = [(k, v) for k, v in mcp.items() if "client" in v and "raw" in v]
    if rows:
        print()
        print("| MCP resources/read | client (us/op) | raw (us/op) | client/raw |")
        print("|---|---:|---:|---:|")
        for k, v in rows:
            print(f"| {k} | {v['client']:.1f} | {v['raw']:.1f} | {v['client'] / v['raw']:.2f} |")


if __name__ == "__main__":
    main(sys.argv[1])
