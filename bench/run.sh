#!/usr/bin/env bash
# Builds the JMH benchmarks (Maven profile "bench") and runs them by hand; never part of CI.
#
#   bench/run.sh                       # every benchmark, modest settings
#   bench/run.sh MatchBenchmark        # a regex selects benchmarks; further JMH options may follow
#   SKIP_BUILD=1 bench/run.sh Routing  # reuse target/benchmarks.jar
#   JMH_OPTS="-f 2 -wi 5 -i 10" bench/run.sh
#
# Prints JMH's own report, then Markdown tables (scores; client/raw ratios for McpReadBenchmark; read/raw
# ratios and bytes per op (with -prof gc) for HostResourcesBenchmark).
set -euo pipefail
cd "$(dirname "$0")/.."

JMH_OPTS=${JMH_OPTS:-"-f 1 -wi 3 -i 5 -w 1s -r 1s"}
if [ -z "${SKIP_BUILD:-}" ]; then
  ./mvnw -B -q -Pbench -Dmaven.test.skip=true package
fi
mkdir -p target/bench-results
out="target/bench-results/result-$(date +%Y%m%d-%H%M%S).json"
# shellcheck disable=SC2086
java -jar target/benchmarks.jar $JMH_OPTS -rf json -rff "$out" "$@"
echo
python3 bench/table.py "$out"
