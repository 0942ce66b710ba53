package dev.courier.deployment;

import io.smallrye.config.ConfigMapping;
import java.util.OptionalLong;

@ConfigMapping(prefix = "courier.deployment")
public interface DeploymentConfig {
    /**
     * The largest response, in bytes, the deployment can hand back (AWS Lambda buffered responses: 6291456, the
     * size of the serialized response event). Unset: no cap (a plain HTTP server or Knative streams its answers).
     */
    OptionalLong maxResponseBytes();
}
