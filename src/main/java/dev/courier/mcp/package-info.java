/**
 * A lean MCP client for Courier: speaks both protocol eras over Streamable HTTP and hands every JSON value
 * back as a Jackson tree, unchanged (no schema binding, so no field is ever dropped).
 *
 * <h2>Public API</h2>
 * {@link dev.courier.mcp.McpClient} ({@code listTemplates}/{@code read}, blocking and async),
 * {@link dev.courier.mcp.ConnectorEndpoint}, {@link dev.courier.mcp.McpClientConfig},
 * {@link dev.courier.mcp.EraMemory} (+ {@link dev.courier.mcp.InMemoryEraMemory}),
 * {@link dev.courier.mcp.EraRecord}, {@link dev.courier.mcp.Era}, and the results
 * {@link dev.courier.mcp.TemplatesResult}, {@link dev.courier.mcp.ReadResult}, {@link dev.courier.mcp.McpFailure}.
 *
 * <h2>Inside (package-private, one job each)</h2>
 * <ul>
 * <li>{@code HttpTransport}: one POST per message over the Vert.x core HTTP client; JSON or SSE body;
 *     byte cap and request timeout enforced while streaming (the request is reset past either).</li>
 * <li>{@code SseParser}: incremental {@code text/event-stream} parsing.</li>
 * <li>{@code JsonRpc}: request building, picking the response by id, result/error classification.</li>
 * <li>{@code RequestFactory}: per-era body and headers ({@code _meta} envelope, {@code MCP-Protocol-Version},
 *     {@code Mcp-Method}, {@code Mcp-Name} via {@code HeaderValues}; legacy session headers).</li>
 * <li>{@code EraNegotiator}: {@code server/discover} first, {@code initialize} fallback.</li>
 * <li>{@code ConnectorCalls}: a call in the remembered era, renegotiating once when it is stale.</li>
 * <li>{@code ConnectorBreakers}: a small per-connector circuit breaker in a bounded LRU map.</li>
 * </ul>
 */
package dev.courier.mcp;
