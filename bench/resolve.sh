#!/usr/bin/env bash
# End-to-end resolve benchmark (by hand; never part of CI): builds the packaged service and the benchmark jar,
# starts Courier on the embedded store with a budget that never runs dry, and runs ResolveLoad against it.
#   bench/resolve.sh            # SKIP_BUILD=1 reuses both builds
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${PORT:-18080}
if [ -z "${SKIP_BUILD:-}" ]; then
  ./mvnw -B -q package -DskipTests
  ./mvnw -B -q -Pbench -Dmaven.test.skip=true package
fi
log=$(mktemp)
COURIER_AUTH_TOKENS=bench-token QUARKUS_HTTP_PORT=$PORT COURIER_RATE_BURST=1000000000 COURIER_RATE_PER_SECOND=1000000000 \
  java ${COURIER_JAVA_OPTS:-} -jar target/quarkus-app/quarkus-run.jar >"${COURIER_LOG:-$log}" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$PORT/q/health/ready" >/dev/null && break
  sleep 0.2
done
java ${LOAD_JAVA_OPTS:-} -cp target/benchmarks.jar dev.courier.bench.ResolveLoad "http://127.0.0.1:$PORT" bench-token
