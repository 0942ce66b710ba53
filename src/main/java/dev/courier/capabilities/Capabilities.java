package dev.courier.capabilities;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.hostresources.HostResourcesConfig;
import dev.courier.resolve.ResourceArgumentsConfig;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The {@code capabilities.extensions} object the host merges into a connection's capabilities. The numbers
 * come from the same configuration the endpoints enforce, so what is advertised is what is enforced.
 */
@ApplicationScoped
public class Capabilities {
    public static final String RESOURCE_ARGUMENTS = "ai.nimblebrain/resource-arguments";
    public static final String HOST_RESOURCES = "ai.nimblebrain/host-resources";

    private final ResourceArgumentsConfig resourceArguments;
    private final HostResourcesConfig hostResources;

    public Capabilities(ResourceArgumentsConfig resourceArguments, HostResourcesConfig hostResources) {
        this.resourceArguments = resourceArguments;
        this.hostResources = hostResources;
    }

    public ObjectNode extensions(ProtocolRevision revision, ConnectionKind connection) {
        JsonNodeFactory json = JsonNodeFactory.instance;
        ObjectNode extensions = json.objectNode();
        if (connection == ConnectionKind.WORKSPACE) {
            ObjectNode arguments = extensions.putObject(RESOURCE_ARGUMENTS);
            arguments.put("maxChars", resourceArguments.maxChars());
            arguments.put("maxSize", resourceArguments.maxSize());
            arguments.put("maxUris", resourceArguments.maxUris());
        }
        // Host resources are requests from server to host, which 2026-07-28 connections cannot carry.
        if (!revision.isModern()) {
            ObjectNode files = extensions.putObject(HOST_RESOURCES);
            ObjectNode read = files.putObject("read");
            read.put("enabled", true);
            read.put("range", false);
            read.put("maxSize", hostResources.maxSize());
            files.putObject("list").put("enabled", true);
            files.putObject("write").put("enabled", false);
            hostResources.schemes().forEach(files.putArray("schemes")::add);
        }
        return extensions;
    }
}
