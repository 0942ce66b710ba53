#!/usr/bin/env bash
# Cold start of the packaged Courier next to a minimal Quarkus REST application, started the same way.
#
#   bench/cold-start.sh            # builds both (./mvnw package -DskipTests), then 5 runs each
#   RUNS=9 SKIP_BUILD=1 bench/cold-start.sh
#
# Courier starts with only COURIER_AUTH_TOKENS set (embedded store, local files). Per run it measures, from the
# moment the JVM is exec'd:
#   capabilities: the first 200 from GET /v1/capabilities (polled every 10 ms);
#   resolve:      the first 200 from POST .../resource-arguments/resolve, made right after the capabilities
#                 answer with the minimum a resolve needs: PUT the calling connector (inline, empty template
#                 list: no connector is contacted), then the resolve call (a tool that declares nothing);
#   peak RSS:     VmHWM of the JVM after those calls.
# The minimal application is timed to its first 200 from GET /hello.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
TOKEN=bench-token

if [ -z "${SKIP_BUILD:-}" ]; then
  ./mvnw -B -q package -DskipTests
  ./mvnw -B -q -f bench/minimal-app/pom.xml package -DskipTests
fi

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
hwm_mb() { awk '/VmHWM/ { printf "%.0f", $2 / 1024 }' "/proc/$1/status"; }

wait_ok() { # url, headers...: polls until HTTP 200, for at most 60 s
  local url=$1; shift
  for _ in $(seq 1 6000); do
    if curl -s -o /dev/null -w '%{http_code}' "$@" "$url" 2>/dev/null | grep -q '^200$'; then return 0; fi
    sleep 0.01
  done
  echo "no 200 from $url" >&2; return 1
}

stop() { kill "$1" 2>/dev/null || true; wait "$1" 2>/dev/null || true; }

courier_run() {
  local port pid t0 tcaps tres tread rss base auth
  port=$(free_port); base="http://127.0.0.1:$port"; auth="Authorization: Bearer $TOKEN"
  local workdir; workdir=$(mktemp -d)
  t0=$(now_ms)
  (cd "$workdir" && exec env -i PATH="$PATH" HOME="$HOME" COURIER_AUTH_TOKENS=$TOKEN QUARKUS_HTTP_PORT=$port \
    java -jar "$OLDPWD/target/quarkus-app/quarkus-run.jar" >"$workdir/log" 2>&1) &
  pid=$!
  wait_ok "$base/v1/capabilities?connection=workspace" -H "$auth"
  tcaps=$(( $(now_ms) - t0 ))
  curl -sf -o /dev/null -X PUT -H "$auth" -H 'Content-Type: application/json' "$base/v1/workspaces/bench/connectors/outbound" \
    -d '{"url": "http://127.0.0.1:9/mcp", "kind": "workspace", "templates": []}'
  curl -sf -o /dev/null -X POST -H "$auth" -H 'Content-Type: application/json' \
    "$base/v1/workspaces/bench/resource-arguments/resolve" \
    -d '{"server": "outbound", "tool": {"name": "send"}, "params": {"name": "send", "arguments": {"to": "x"}}}'
  tres=$(( $(now_ms) - t0 ))
  # First host-resources read: upload a small file, then read it as a connector would.
  local uri
  uri=$(curl -sf -X POST -H "$auth" -H 'Content-Type: text/plain' -H 'Courier-User: ada' \
    -H 'Courier-File-Name: note.txt' --data-binary 'cold start' "$base/v1/workspaces/bench/files" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["uri"])')
  curl -sf -o /dev/null -X POST -H "$auth" -H 'Content-Type: application/json' -H 'Courier-Server: reader' \
    -H 'Courier-User: ada' -H 'MCP-Protocol-Version: 2025-11-25' "$base/v1/workspaces/bench/host-resources" \
    -d "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ai.nimblebrain/resources/read\", \"params\": {\"uri\": \"$uri\"}}"
  tread=$(( $(now_ms) - t0 ))
  rss=$(hwm_mb "$pid")
  stop "$pid"; rm -rf "$workdir"
  echo "$tcaps $tres $tread $rss"
}

minimal_run() {
  local port pid t0 tfirst rss
  port=$(free_port)
  t0=$(now_ms)
  env -i PATH="$PATH" HOME="$HOME" QUARKUS_HTTP_PORT=$port java -jar bench/minimal-app/target/quarkus-app/quarkus-run.jar \
    >/dev/null 2>&1 &
  pid=$!
  wait_ok "http://127.0.0.1:$port/hello"
  tfirst=$(( $(now_ms) - t0 ))
  rss=$(hwm_mb "$pid")
  stop "$pid"
  echo "$tfirst $rss"
}

results=$(mktemp)
for i in $(seq 1 "$RUNS"); do
  # Alternate the order so neither application always runs on a warmer page cache.
  if (( i % 2 )); then c=$(courier_run); m=$(minimal_run); else m=$(minimal_run); c=$(courier_run); fi
  echo "run $i: courier caps/resolve/read/rss = $c ; minimal first/rss = $m" >&2
  echo "$c $m" >>"$results"
done

python3 - "$results" "$RUNS" <<'PY'
import statistics, sys
rows = [list(map(int, l.split())) for l in open(sys.argv[1]) if l.strip()]
caps, res, read, crss, mfirst, mrss = (statistics.median(c) for c in zip(*rows))
print(f"Cold start, median of {sys.argv[2]} runs (java -jar quarkus-run.jar, ms from exec; peak RSS = VmHWM)")
print()
print("| measure | Courier | minimal Quarkus REST | ratio |")
print("| --- | ---: | ---: | ---: |")
print(f"| first successful call (capabilities / GET /hello) | {caps:.0f} ms | {mfirst:.0f} ms | {caps / mfirst:.2f} |")
print(f"| first successful resolve (after capabilities + connector PUT) | {res:.0f} ms | | {res / mfirst:.2f} |")
print(f"| first host-resources read (after the above + a file upload) | {read:.0f} ms | | {read / mfirst:.2f} |")
print(f"| peak RSS | {crss:.0f} MB | {mrss:.0f} MB | {crss / mrss:.2f} |")
PY
rm -f "$results"
