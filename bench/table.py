#!/usr/bin/env python3
"""Turns a JMH JSON result file into Markdown tables (used by bench/run.sh)."""
import json
import sys


def params(b):
    p = b.get("params") or {}
    return ", ".join(f"{k}={v}" for k, v in p.items())


def err(metric, fmt):
    """The 99.9% error, or a dash when JMH has none (a single iteration reports "NaN")."""
    e = metric["scoreError"]
    return format(e, fmt) if isinstance(e, (int, float)) and e == e else "–"


def main(path):
    with open(path) as f:
        results = json.load(f)
    print("| Benchmark | Params | Score | Error (99.9%) | Unit |")
    print("|---|---|---:|---:|---|")
    for b in results:
        m = b["primaryMetric"]
        name = b["benchmark"].rsplit(".", 2)
        print(f"| {name[-2]}.{name[-1]} | {params(b)} | {m['score']:.3f} | ± {err(m, '.3f')} | {m['scoreUnit']} |")
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
    # read/raw per size for HostResourcesBenchmark, with bytes allocated per op when run with -prof gc
    host = {}
    for b in results:
        short = b["benchmark"].rsplit(".", 1)[-1]
        if ".HostResourcesBenchmark." in b["benchmark"]:
            host.setdefault(params(b), {})[short] = b
    rows = [(k, v) for k, v in host.items() if "hostResourcesRead" in v and "rawS3Get" in v]
    if rows:
        print()
        print("| Host resources read | read (us/op) | raw GET (us/op) | read/raw | read (B/op) | raw GET (B/op) "
              "| read/raw (B) |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for k, v in rows:
            r, g = v["hostResourcesRead"], v["rawS3Get"]
            rs, gs = r["primaryMetric"]["score"], g["primaryMetric"]["score"]
            ra, ga = alloc(r), alloc(g)
            bytes_cols = (f"{ra:,.0f} | {ga:,.0f} | {ra / ga:.2f}" if ra is not None and ga is not None
                          else "– | – | –")
            print(f"| {k} | {rs:,.1f} ± {err(r['primaryMetric'], ',.1f')} | "
                  f"{gs:,.1f} ± {err(g['primaryMetric'], ',.1f')} | {rs / gs:.2f} | {bytes_cols} |")
    lists = [v["hostResourcesList10k"] for v in host.values() if "hostResourcesList10k" in v]
    for b in lists:
        m = b["primaryMetric"]
        a = alloc(b)
        print()
        print("| Host resources list, 10,000 files | score | B/op |")
        print("|---|---:|---:|")
        print(f"| hostResourcesList10k | {m['score']:,.1f} ± {err(m, ',.1f')} {m['scoreUnit']} | "
              f"{'–' if a is None else f'{a:,.0f}'} |")


def alloc(b):
    """gc.alloc.rate.norm (bytes per op) from -prof gc, or None."""
    m = (b.get("secondaryMetrics") or {}).get("gc.alloc.rate.norm")
    return None if m is None else m["score"]


if __name__ == "__main__":
    main(sys.argv[1])
