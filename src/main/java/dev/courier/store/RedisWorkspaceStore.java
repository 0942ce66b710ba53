package dev.courier.store;

import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Response;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The shared store on Redis. Every multi-key operation is one Lua script over keys of a single workspace hash
 * tag, so each call is one atomic round trip and runs unchanged on Redis Cluster.
 */
public final class RedisWorkspaceStore implements WorkspaceStore {
    // A generation that is gone (a flush, an eviction, a dropped key) restarts from Redis's clock in
    // microseconds, never from 0: counting up from 0 again could reach a number an instance still holds a
    // cached view for, and that stale view would be served as current.
    private static final String BUMP_GENERATION = """
            local function bump()
              if redis.call('EXISTS', KEYS[2]) == 0 then
                local clock = redis.call('TIME')
                redis.call('SET', KEYS[2], clock[1] .. string.format('%06d', tonumber(clock[2])))
              end
              return redis.call('INCR', KEYS[2])
            end
            """;
    private static final String PUT = BUMP_GENERATION + """
            redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
            return bump()""";
    private static final String REMOVE = BUMP_GENERATION + """
            local removed = redis.call('HDEL', KEYS[1], ARGV[1])
            if removed > 0 then bump() end
            return removed""";
    private static final String SNAPSHOT = """
            return {redis.call('GET', KEYS[2]) or '0', redis.call('HGETALL', KEYS[1])}""";
    // Redis's own clock, so instances with skewed clocks still share one consistent bucket. Microsecond
    // timestamps exceed what Lua's default number formatting keeps, hence the explicit formats.
    private static final String TAKE = """
            local rate = tonumber(ARGV[1])
            local burst = tonumber(ARGV[2])
            local wanted = tonumber(ARGV[3])
            local partial = ARGV[4] == '1'
            local clock = redis.call('TIME')
            local now = tonumber(clock[1]) * 1000000 + tonumber(clock[2])
            local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
            local tokens = tonumber(state[1])
            local updated = tonumber(state[2])
            if tokens == nil or updated == nil then
              tokens = burst
              updated = now
            end
            tokens = math.min(burst, tokens + math.max(0, now - updated) * rate / 1000000)
            if now > updated then updated = now end
            local granted = 0
            local retry = 0
            if partial then
              granted = math.min(wanted, math.floor(tokens))
              tokens = tokens - granted
              if granted < wanted then retry = math.max(1, math.ceil((1 - tokens) * 1000 / rate)) end
            elseif tokens >= wanted then
              tokens = tokens - wanted
              granted = wanted
            else
              retry = math.max(1, math.ceil((wanted - tokens) * 1000 / rate))
            end
            redis.call('HSET', KEYS[1], 'tokens', string.format('%.6f', tokens), 'updated', string.format('%.0f', updated))
            redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 1000)
            return {granted, retry}""";

    private final RedisDataSource redis;

    public RedisWorkspaceStore(RedisDataSource redis) {
        this.redis = redis;
    }

    @Override
    public Optional<String> get(String workspace, String collection, String id) {
        Response value = call(() -> redis.execute("HGET", StoreKeys.collection(workspace, collection), id));
        return value == null ? Optional.empty() : Optional.of(value.toString());
    }

    @Override
    public Snapshot snapshot(String workspace, String collection) {
        Response reply = eval(SNAPSHOT, workspace, collection);
        Response flat = reply.get(1);
        Map<String, String> documents = new HashMap<>();
        for (int i = 0; i + 1 < flat.size(); i += 2) {
            documents.put(flat.get(i).toString(), flat.get(i + 1).toString());
        }
        return new Snapshot(Long.parseLong(reply.get(0).toString()), documents);
    }

    @Override
    public long generation(String workspace, String collection) {
        Response value = call(() -> redis.execute("GET", StoreKeys.generation(workspace, collection)));
        return value == null ? 0 : Long.parseLong(value.toString());
    }

    @Override
    public long put(String workspace, String collection, String id, String document) {
        return eval(PUT, workspace, collection, id, document).toLong();
    }

    @Override
    public boolean remove(String workspace, String collection, String id) {
        return eval(REMOVE, workspace, collection, id).toLong() > 0;
    }

    @Override
    public void ping() {
        call(() -> redis.execute("PING"));
    }

    @Override
    public BucketDecision take(String workspace, String bucket, BucketPolicy policy, int tokens) {
        Response reply = takeTokens(workspace, bucket, policy, tokens, false);
        return reply.get(0).toLong() > 0 ? BucketDecision.grant() : BucketDecision.refuse(reply.get(1).toLong());
    }

    @Override
    public BucketGrant takeUpTo(String workspace, String bucket, BucketPolicy policy, int max) {
        Response reply = takeTokens(workspace, bucket, policy, max, true);
        return new BucketGrant(reply.get(0).toInteger(), reply.get(1).toLong());
    }

    private Response takeTokens(String workspace, String bucket, BucketPolicy policy, int tokens, boolean partial) {
        return call(() -> redis.execute("EVAL", TAKE, "1", StoreKeys.bucket(workspace, bucket),
                Double.toString(policy.perSecond()), Long.toString(policy.burst()), Integer.toString(tokens),
                partial ? "1" : "0"));
    }

    private Response eval(String script, String workspace, String collection, String... args) {
        String[] command = new String[4 + args.length];
        command[0] = script;
        command[1] = "2";
        command[2] = StoreKeys.collection(workspace, collection);
        command[3] = StoreKeys.generation(workspace, collection);
        System.arraycopy(args, 0, command, 4, args.length);
        return call(() -> redis.execute("EVAL", command));
    }

    private static Response call(Supplier<Response> command) {
        try {
            return command.get();
        } catch (RuntimeException e) {
            throw new StoreUnavailableException("Redis did not answer: " + e.getClass().getSimpleName(), e);
        }
    }
}
