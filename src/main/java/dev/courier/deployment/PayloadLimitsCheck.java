package dev.courier.deployment;

import dev.courier.api.HttpLimitsConfig;
import dev.courier.connectors.McpResourceReader;
import dev.courier.hostresources.HostResourcesConfig;
import dev.courier.resolve.ResourceArgumentsConfig;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * Refuses to start when the limits Courier would advertise in its capabilities could produce a response larger
 * than the deployment can return ({@code courier.deployment.max-response-bytes}, set by the Lambda build). A
 * capability the host cannot honour is worse than a smaller one: the call would fail at the platform, not here.
 */
@Startup
@ApplicationScoped
public class PayloadLimitsCheck {
    private static final Logger LOG = Logger.getLogger(PayloadLimitsCheck.class);

    public PayloadLimitsCheck(DeploymentConfig deployment, ResourceArgumentsConfig resolve,
            HostResourcesConfig hostResources, HttpLimitsConfig http) {
        if (deployment.maxResponseBytes().isEmpty()) {
            return;
        }
        long cap = deployment.maxResponseBytes().getAsLong();
        PayloadBudget.Limits limits = new PayloadBudget.Limits(resolve.maxSize(), resolve.maxChars(),
                resolve.maxUris(), http.maxBodySize().asLongValue(), McpResourceReader.ENVELOPE_BYTES,
                hostResources.maxSize());
        List<String> problems = PayloadBudget.violations(limits, cap);
        if (!problems.isEmpty()) {
            throw new IllegalStateException("The configured limits advertise more than this deployment can return "
                    + "(courier.deployment.max-response-bytes=" + cap + "): " + String.join("; ", problems)
                    + ". Lower them (see the README, Deployment) or remove the response cap.");
        }
        LOG.infof("Response cap %d bytes: worst-case resolve response %d, file read response %d", cap,
                PayloadBudget.resolveWorstCase(limits), PayloadBudget.hostResourcesWorstCase(limits));
    }
}
