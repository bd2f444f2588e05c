"""Throughput as processes grow (issue 22): command POSTs per second and their latency with 1, 2 and 4 API
processes, the store on a local Redis Cluster and on the single Redis, every line against the Flask + XADD
baseline; then what one command costs (server CPU, Redis CPU, Redis calls by command) and what that predicts.

    .venv/bin/python bench/api_scale.py [--seconds 6] [--clients 16] [--rounds 2] [--workers 1,2,4]

More options: --games 32, --warmup 1, --one-game-seconds 2 (0 skips that phase), --redis (the single Redis,
default redis://127.0.0.1:6379/14), --gunicorn-args '...' (added to the Procfile's line of every server).
About 3 minutes with the defaults. Docs: docs/scaling.md "Throughput as processes grow".

Reuses bench/api_load.py whole (its load generator, the POST-only clients that plan their commands with the pure
engine, the baseline app, the games it makes, summarize) and bench/servers.py (the Procfile's web line, servers
started and stopped by their own pid, CPU from /proc). What one run does, all on this machine:

1. starts a local Redis Cluster (tests/rediscluster.py: 3 masters + 3 replicas, AOF everysec, removed at the end)
   and, for each worker count W of --workers, three servers from the Procfile's web line with `--workers W`:
   `baseline` (api_load's Flask app, one XADD per POST, on the single Redis), `single` (Tabula's app, store on
   the single Redis) and `cluster` (Tabula's app, REDIS_CLUSTER=1, store on the cluster, RQ_REDIS_URL the single
   Redis; TABULA_ACK_REPLICAS left at its cluster default, 1: a WAIT after every append). TABULA_ENQUEUE=0 and
   rate limits off, as in api_load.
2. measures the load generator's ceiling (api_load's null server), then the CPU every server and cluster node
   uses while idle (subtracted from their figures: the nodes' own cron is ~1.5 ms of CPU a second each).
3. in --rounds rounds, every (W, server) line in turn (the order reversed every other round, so that a change in
   the machine's other load does not favour one line): api_load's POST-only load at --clients clients. A Tabula
   line gets --games fresh games each time (api_load.make_games: the same seeds, advanced 40 commands; each
   client plans its commands with the pure engine before the clock), so every line plays the same games from
   the same point. Around each load: INFO cpu and INFO commandstats of every Redis node it uses, the server's
   CPU (gunicorn master + workers, /proc) and the whole machine's (/proc/stat).
4. one game alone (one client, one game, 1 worker), on each store: a game's commands are sequential
   (expected_version), so this is what one game can do however many processes there are.
5. prints the table, the cost per accepted command (server CPU, Redis CPU of masters and replicas, Redis calls by
   command per accepted command, per master), where the listing indexes live, and the CPU-bound prediction for
   this machine against the measured rate.

The single Redis (127.0.0.1:6379 by default) may be shared with other programs: its CPU and commandstats then
include theirs (the baseline lines, one XADD per request, show how much: printed as other clients' calls/s).
The cluster is this run's own. A Redis "call" is one command as INFO commandstats counts it; the store pipelines
a command POST's writes (one write per node: EVALSHA + WAIT to the game's node, a ZADD XX to each listing index's
node), so network round trips are fewer than calls.
"""
from __future__ import annotations

import argparse
import math
import os
import secrets
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import api_load as al
from servers import APP, Server, delete_prefix, free_port, web_command

SINGLE_URL = f"redis://127.0.0.1:6379/{al.DB}"
KINDS = ("baseline", "single", "cluster")
OWN = {"info"}  # the benchmark's own calls (its INFO snapshots): left out of the per-command counts
# What INFO commandstats cannot tell apart: calls a client sent and calls a Lua script made. The redis.call()s of
# one run of the append script (api/store.py _APPEND) with an idempotency key, as every POST here has: counted
# per EVALSHA as "inside the script" (no round trip of their own); what is left of each is a client's.
INSIDE_APPEND = {"exists": 1, "hget": 1, "xlen": 1, "xadd": 1, "hset": 2, "spublish": 1}  # SPUBLISH: Redis 7 cluster
REPLICATION = {"replconf"}  # replicas' acknowledgements to their master (REPLCONF ACK), not the API's calls


class Nodes:
    """The Redis nodes a line uses: (name, role, client); CPU (INFO cpu) and calls (INFO commandstats) of each."""

    def __init__(self, nodes: list[tuple[str, str, object]]):
        self.nodes = nodes

    def cpu(self) -> float:
        return sum(redis_cpu(c) for _, _, c in self.nodes)

    def snapshot(self) -> dict[str, dict]:
        out = {}
        for name, role, c in self.nodes:
            stats = c.info("commandstats")
            out[name] = {"role": role, "cpu": redis_cpu(c),
                         "cmd": {k.removeprefix("cmdstat_"): (int(v["calls"]), int(v["usec"])) for k, v in stats.items()}}
        return out


def redis_cpu(c) -> float:
    info = c.info("cpu")
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


def delta(before: dict, after: dict) -> dict:
    out = {}
    for name, b in before.items():
        a = after[name]
        cmd = {}
        for k, (calls, usec) in a["cmd"].items():
            c0, u0 = b["cmd"].get(k, (0, 0))
            if calls - c0:
                cmd[k] = (calls - c0, usec - u0)
        out[name] = {"role": b["role"], "cpu": a["cpu"] - b["cpu"], "cmd": cmd}
    return out


def add_nodes(total: dict, more: dict) -> dict:
    for name, d in more.items():
        t = total.setdefault(name, {"role": d["role"], "cpu": 0.0, "cmd": {}})
        t["cpu"] += d["cpu"]
        for k, (calls, usec) in d["cmd"].items():
            c0, u0 = t["cmd"].get(k, (0, 0))
            t["cmd"][k] = (c0 + calls, u0 + usec)
    return total


def role_calls(nodes: dict, role: str) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for d in nodes.values():
        if d["role"] == role:
            for k, (calls, usec) in d["cmd"].items():
                if k not in OWN:
                    c0, u0 = out.get(k, (0, 0))
                    out[k] = (c0 + calls, u0 + usec)
    return out


def split_calls(calls: dict[str, tuple[int, int]]) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """(sent by clients, made inside the append script, replication) calls of a role_calls answer."""
    scripts = calls.get("evalsha", (0, 0))[0]
    client, inside, repl = {}, {}, {}
    for k, (c, _) in calls.items():
        if k in REPLICATION:
            repl[k] = c
            continue
        mine = min(c, scripts * INSIDE_APPEND.get(k, 0))
        if mine:
            inside[k] = mine
        if c - mine:
            client[k] = c - mine
    return client, inside, repl


def listed(counts: dict[str, int], n: int) -> str:
    top = sorted(counts.items(), key=lambda kv: -kv[1])
    return ", ".join(f"{k.upper()} {c / n:.2f}" for k, c in top if c / n >= 0.005) or "-"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=6, help="measured seconds of each line (split over the rounds)")
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--warmup", type=float, default=1.0, help="seconds left out at the start of every load")
    ap.add_argument("--workers", default="1,2,4", help="gunicorn worker counts (--workers W on the Procfile's line)")
    ap.add_argument("--games", type=int, default=32, help="fresh mid-game games for every Tabula load")
    ap.add_argument("--one-game-seconds", type=float, default=2.0, help="one client on one game, per store (0: skip)")
    ap.add_argument("--redis", default=SINGLE_URL, help=f"the single Redis (default {SINGLE_URL})")
    ap.add_argument("--gunicorn-args", default="", metavar="ARGS", help="extra gunicorn arguments for every server")
    args = ap.parse_args()
    workers = [int(x) for x in args.workers.split(",")]

    from api.store import Store, connect
    from tests.rediscluster import local_cluster

    started = time.perf_counter()
    single = connect(args.redis, cluster=False)
    single.ping()
    prefix = f"bench-scale-{os.getpid()}-{secrets.token_hex(3)}"
    servers: list[Server] = []
    try:
        with local_cluster() as cluster, tempfile.TemporaryDirectory(prefix="tabula-scale-") as tmp:
            work = Path(tmp)
            clustered = connect(cluster.url, cluster=True)
            masters = set(cluster.masters())
            single_nodes = Nodes([(args.redis.split("//", 1)[1], "single", single)])
            cluster_nodes = Nodes([(str(p), "master" if p in masters else "replica", cluster.client(p))
                                   for p in cluster.ports])
            version = cluster.client(cluster.ports[0]).info("server")["redis_version"]
            per_round = args.seconds / args.rounds
            print(f"Throughput as processes grow: {os.cpu_count()} CPUs; cluster of {len(masters)} masters + "
                  f"{len(cluster.ports) - len(masters)} replicas (Redis {version}, {cluster.binary}, AOF everysec) "
                  f"vs the single Redis {args.redis} (appendonly {single.config_get('appendonly')['appendonly']}); "
                  f"{args.clients} clients, {args.rounds} rounds x {per_round:g} s (+{args.warmup:g} s warm-up) per "
                  f"line, workers {workers}; prefix {prefix}")
            shown = " ".join(web_command(APP, 0, args.gunicorn_args)[2:-2])
            print(f"server: {shown} --workers W (the Procfile's web line); load average before: "
                  f"{Path('/proc/loadavg').read_text().split()[0]}")

            base_env = {**os.environ, "TABULA_PREFIX": prefix, "TABULA_ENQUEUE": "0", "TABULA_RATE_LIMIT": "0",
                        "TABULA_RATE_LIMITS": "0", "BASELINE_KEY": f"{prefix}:baseline", "PYTHONPATH": str(ROOT)}
            envs = {"baseline": {**base_env, "REDIS_URL": args.redis, "REDIS_CLUSTER": "0"},
                    "single": {**base_env, "REDIS_URL": args.redis, "REDIS_CLUSTER": "0"},
                    "cluster": {**base_env, "REDIS_URL": cluster.url, "REDIS_CLUSTER": "1", "RQ_REDIS_URL": args.redis}}
            targets = {"baseline": "bench.api_load:make_baseline_app()", "single": APP, "cluster": APP}
            stores = {"single": single, "cluster": clustered}
            uses = {"baseline": single_nodes, "single": single_nodes, "cluster": cluster_nodes}

            # every server up at once (idle ones cost little), so that the lines can alternate
            srv: dict[tuple[str, int], tuple[Server, int]] = {}
            for w in workers:
                for kind in KINDS:
                    port = free_port()
                    s = Server(f"{kind}-{w}w", web_command(targets[kind], port, f"{args.gunicorn_args} --workers {w}"),
                               envs[kind], work)
                    servers.append(s)
                    srv[(kind, w)] = (s, port)
            for (kind, _), (s, port) in srv.items():
                s.wait_ready(port, "/ping" if kind == "baseline" else "/v1/health", timeout=60)
            print(f"{len(srv)} servers ready ({time.perf_counter() - started:.1f} s since the start)")

            bodies = al.sample_bodies(single, prefix)
            common = {"host": "127.0.0.1", "clients": args.clients, "warmup": args.warmup}

            # the load generator's ceiling
            nport = free_port()
            null = Server("null", [sys.executable, al.__file__, "--_null-server", str(nport)], base_env, work)
            servers.append(null)
            null.wait_ready(nport, "/")
            ceiling = al.summarize([al.run_load({**common, "mode": "baseline", "port": nport, "path": "/xadd",
                                                 "bodies": bodies, "seconds": 2.0}, work, null, single)])
            null.stop()
            print(f"load generator ceiling (null server): {ceiling['P']['rate']:.0f} req/s at {args.clients} clients, "
                  f"{ceiling['gen_cpu'] / max(1, ceiling['all_requests']) * 1000:.3f} ms of its CPU per request")

            # idle CPU of every server and cluster node (their own timers), subtracted from the lines' figures
            idle_for = 2.0
            s0 = {k: s.cpu_seconds() for k, (s, _) in srv.items()}
            n0 = cluster_nodes.snapshot()
            time.sleep(idle_for)
            idle_srv = {k: (s.cpu_seconds() - s0[k]) / idle_for for k, (s, _) in srv.items()}
            idle_nodes = {n: d["cpu"] / idle_for for n, d in delta(n0, cluster_nodes.snapshot()).items()}
            print(f"idle CPU (ms per second, subtracted): cluster nodes "
                  f"{', '.join(f'{n} {v * 1000:.1f}' for n, v in idle_nodes.items())}; servers "
                  f"{', '.join(f'{k[0]}-{k[1]}w {v * 1000:.1f}' for k, v in idle_srv.items())}")

            runs: dict[tuple[str, int], list[dict]] = {k: [] for k in srv}

            def ahead(kind: str, w: int, n_games: int, seconds: float) -> int:
                """Steps per game a client plans before the clock: 1.3 x the best rate this line has shown (else
                0.6 x its worker count's baseline, else a third of the generator's ceiling), over warm-up + seconds.
                A game that runs out is planned on during the run (counted as late; its CPU is the generator's)."""
                seen = [x["P"]["rate"] for x in runs[(kind, w)]]
                if not seen:
                    seen = [0.6 * x["P"]["rate"] for x in runs[("baseline", w)]] or [ceiling["P"]["rate"] / 3]
                rate = max(seen)
                return max(10, min(1000, math.ceil(1.3 * rate * (args.warmup + seconds) / max(1, n_games))))

            def measure(kind: str, w: int, seconds: float, clients: int, n_games: int) -> dict:
                s, port = srv[(kind, w)]
                plan = {**common, "clients": clients, "port": port, "seconds": seconds}
                if kind == "baseline":
                    plan.update(mode="baseline", path="/xadd", bodies=bodies)
                else:
                    r = stores[kind]
                    games = al.refresh_games(r, prefix, al.make_games(r, prefix, n_games))
                    if not games:
                        raise RuntimeError(f"no running game among the {n_games} made for {kind}")
                    plan.update(mode="tabula-post", games=games, ahead=ahead(kind, w, len(games), seconds))
                nodes = uses[kind]
                before = nodes.snapshot()
                t = time.perf_counter()
                res = al.run_load(plan, work, s, None, redis_meter=nodes.cpu)
                wall = time.perf_counter() - t
                res["nodes"] = delta(before, nodes.snapshot())
                res["wall"] = wall
                res["server_cpu_net"] = max(0.0, res["server_cpu"] - idle_srv[(kind, w)] * wall)
                for name, d in res["nodes"].items():
                    d["cpu_net"] = max(0.0, d["cpu"] - idle_nodes.get(name, 0.0) * wall)
                res["P"] = al.summarize([res])["P"]
                return res

            order = [(kind, w) for w in workers for kind in KINDS]
            for i in range(args.rounds):
                for kind, w in (order if i % 2 == 0 else order[::-1]):
                    res = measure(kind, w, per_round, args.clients, args.games)
                    runs[(kind, w)].append(res)
                    print(f"  round {i + 1} {kind:8s} {w}w: {res['P']['rate']:7.1f}/s p50 {res['P']['p50']:6.2f} ms "
                          f"p99 {res['P']['p99']:7.2f} ms; other processes {other_cores(res):.2f} cores", flush=True)

            one = {}
            if args.one_game_seconds > 0:
                for kind in ("single", "cluster"):  # a few games (one may end), played one request at a time
                    one[kind] = measure(kind, workers[0], args.one_game_seconds, 1, 4)

            report(args, workers, runs, one, ceiling, cluster, clustered, Store(clustered, prefix), masters)
            for s in servers:
                s.stop()
    finally:
        for s in servers:
            s.stop()
        deleted = delete_prefix(single, prefix)
        print(f"\ncleaned up {deleted} keys under {prefix}:* on {args.redis} (the cluster is removed whole); "
              f"total run time {time.perf_counter() - started:.0f} s")


def other_cores(res: dict | list[dict]) -> float:
    """Cores other processes kept busy during the load itself: the machine's busy CPU less the server's, the
    Redis nodes' and the load generator's."""
    rs = res if isinstance(res, list) else [res]
    mine = sum(x["server_cpu"] + x["redis_cpu"] + x["gen_cpu"] for x in rs)
    return max(0.0, sum(x["machine_cpu"] for x in rs) - mine) / sum(x["elapsed"] for x in rs)


def pooled(rs: list[dict]) -> dict:
    """The runs of one line merged: rate and percentiles (api_load.summarize) and the cost sums."""
    out = al.summarize(rs)
    out["accepted"] = sum(x["all_ok"] for x in rs)
    out["server_net"] = sum(x["server_cpu_net"] for x in rs)
    out["nodes"] = {}
    for x in rs:
        add_nodes(out["nodes"], {n: {**d, "cpu": d["cpu_net"]} for n, d in x["nodes"].items()})
    out["other"] = other_cores(rs)
    out["gen"] = sum(x["gen_cpu"] for x in rs) / max(1, sum(x["all_requests"] for x in rs))
    return out


def report(args, workers, runs, one, ceiling, cluster, clustered, store, masters) -> None:
    lines = {k: pooled(v) for k, v in runs.items()}

    def per(res: dict, role: str) -> tuple[float, int]:
        """(Redis CPU ms per accepted command, calls per accepted command) of the nodes of `role`."""
        n = max(1, res["accepted"])
        cpu = sum(d["cpu"] for d in res["nodes"].values() if d["role"] == role)
        calls = sum(split_calls(role_calls(res["nodes"], role))[0].values())
        return cpu / n * 1000, calls / n

    def redis_of(kind: str, res: dict) -> tuple[float, float, float]:
        if kind == "cluster":
            (m, mc), (rp, _) = per(res, "master"), per(res, "replica")
            return m, rp, mc
        s, sc = per(res, "single")
        return s, float("nan"), sc

    print(f"\nThroughput as processes grow ({args.clients} clients; {args.rounds} rounds of "
          f"{args.seconds / args.rounds:g} s per line, interleaved; x baseline: against the Flask + XADD baseline "
          f"with the same workers; x 1w: against the same line with {workers[0]} worker(s); CPU per accepted "
          f"command, idle CPU subtracted; calls: Redis calls the API sent per command, not those inside the "
          f"append script)")
    head = (f"  {'workers':>7s}  {'line':8s} {'commands/s':>10s} {'x baseline':>10s} {'x 1w':>5s} {'p50 ms':>7s} "
            f"{'p99 ms':>7s}  {'server CPU':>10s} {'Redis CPU':>9s} {'replicas':>8s} {'calls':>5s}   cores busy during "
            f"the load: server redis loadgen other")
    print(head)
    print(f"  {'':7s}  {'':8s} {'':10s} {'':10s} {'':5s} {'':7s} {'':7s}  {'ms/cmd':>10s} {'ms/cmd':>9s} {'ms/cmd':>8s} "
          f"{'/cmd':>5s}")
    for w in workers:
        for kind in KINDS:
            x = lines[(kind, w)]
            base = lines[("baseline", w)]["P"]["rate"]
            first = lines[(kind, workers[0])]["P"]["rate"]
            n = max(1, x["accepted"])
            rc, rr, calls = redis_of(kind, x)
            el = x["elapsed"]
            star = "*" if kind != "cluster" else " "
            rep = f"{rr:8.3f}" if not math.isnan(rr) else f"{'-':>8s}"
            print(f"  {w:7d}  {kind:8s} {x['P']['rate']:10.1f} {x['P']['rate'] / base:10.2f} "
                  f"{x['P']['rate'] / first:5.2f} {x['P']['p50']:7.2f} {x['P']['p99']:7.2f}  "
                  f"{x['server_net'] / n * 1000:10.3f} {rc:8.3f}{star} {rep} {calls:5.2f}   "
                  f"{x['server_cpu'] / el:.2f} {x['redis_cpu'] / el:.2f} {x['gen_cpu'] / el:.2f} {x['other']:.2f}")
            for e in x["errors"][:3]:
                print(f"  {'':7s}  ! {e}")
    print("  * the single Redis's CPU and calls include those of its other clients (below)")
    statuses = sorted({s for x in lines.values() for s in x["P"]["statuses"]})
    agreed = sum(x["agreed"] for x in lines.values())
    mism = sum(x["mismatched"] for x in lines.values())
    print(f"  statuses seen {statuses}; POST-only client copies agreed with the server on {agreed} of "
          f"{agreed + mism} accepted commands; commands planned during the runs (late): "
          f"{sum(x['late'] for x in lines.values())}")

    # the single Redis's other clients: a baseline request makes exactly one XADD
    bl = [x for k, x in lines.items() if k[0] == "baseline"]
    b_calls = sum(sum(c for c, _ in role_calls(x["nodes"], "single").values()) for x in bl)
    b_req = sum(x["all_requests"] for x in bl)
    b_wall = sum(r["wall"] for k, rs in runs.items() if k[0] == "baseline" for r in rs)
    others_rate = max(0.0, (b_calls - b_req) / b_wall)
    print(f"  the single Redis's other clients: {others_rate:.0f} calls/s during the baseline loads "
          f"(calls beyond one XADD per request)")

    # cost per accepted command, every worker count pooled
    print("\ncost per accepted command (all worker counts pooled, warm-up included, idle CPU subtracted):")
    pools = {}
    for kind in ("single", "cluster"):
        rs = [r for k, v in runs.items() if k[0] == kind for r in v]
        pools[kind] = pooled(rs)
    for kind, x in pools.items():
        n = max(1, x["accepted"])
        wall = sum(r["wall"] for k, v in runs.items() if k[0] == kind for r in v)
        role = "master" if kind == "cluster" else "single"
        cpu_ms, calls = per(x, role)
        calls_list = role_calls(x["nodes"], role)
        if kind == "single":  # the other clients' calls, estimated from the baseline loads
            corrected = (sum(split_calls(calls_list)[0].values()) - others_rate * wall) / n
            extra = f" (about {corrected:.2f} without the other clients')"
        else:
            extra = ""
        print(f"  {kind:8s} server (gunicorn master + workers) {x['server_net'] / n * 1000:.3f} ms CPU;  "
              f"Redis {'masters' if kind == 'cluster' else 'single*'} {cpu_ms:.3f} ms CPU, {calls:.2f} calls sent by "
              f"the API{extra}"
              + (f";  replicas {per(x, 'replica')[0]:.3f} ms CPU"
                 if kind == "cluster" else "")
              + f";  load generator {x['gen'] * 1000:.3f} ms CPU")
        client, inside, repl = split_calls(calls_list)
        print(f"  {'':8s} sent by the API: {listed(client, n)}")
        print(f"  {'':8s} inside the append script: {listed(inside, n)};  replication: {listed(repl, n)}")
        top = sorted(calls_list.items(), key=lambda kv: -kv[1][0])
        print(f"  {'':8s} usec per call (commandstats): " + ", ".join(f"{k.upper()} {u / c:.1f}" for k, (c, u) in top
                                                                     if c / n >= 0.005))
        if kind == "cluster":
            applied = {k: c for k, (c, _) in role_calls(x["nodes"], "replica").items()}
            print(f"  {'':8s} replicas apply (the replication stream): {listed(applied, n)}")
            total_calls = sum(c for c, _ in calls_list.values())
            usec = sum(u for _, u in calls_list.values())
            cpu = sum(d["cpu"] for d in x["nodes"].values() if d["role"] == "master")
            print(f"  {'':8s} masters' CPU per call (all calls, scripts' included) {cpu / total_calls * 1e6:.1f} us, "
                  f"of which in the commands themselves (commandstats usec) {usec / total_calls:.1f} us: the rest "
                  f"is reading, parsing, answering, replicating")
            for name, d in sorted(x["nodes"].items()):
                if d["role"] == "master":
                    mine, _, _ = split_calls({k: v for k, v in d["cmd"].items() if k not in OWN})
                    print(f"  {'':8s} master {name}: {d['cpu'] / n * 1000:.3f} ms CPU and "
                          f"{sum(mine.values()) / n:.2f} calls from the API per command ({listed(mine, n)})")
    idx = [store.index, store.index_of("acres"), store.index_of(status="active"), store.index_of("acres", "active")]
    where = []
    for key in idx:
        slot = clustered.keyslot(key)
        where.append(f"{key.removeprefix(store.prefix)} slot {slot} on master {cluster.node_of(key)}")
    print(f"  listing indexes (one key, one slot each; an append ZADDs XX each of them): {'; '.join(where)}")

    if one:
        print(f"\none request at a time (one client, {workers[0]} worker(s)): the most one game can take, its "
              "commands being sequential (expected_version)")
        for kind, res in one.items():
            p = res["P"]
            print(f"  {kind:8s} {p['rate']:7.1f} commands/s   p50 {p['p50']:.2f} ms   p99 {p['p99']:.2f} ms")
            for e in res["errors"][:3]:
                print(f"  {'':8s} ! {e}")

    # the CPU-bound prediction for this machine
    print(f"\nCPU-bound prediction on this machine ({os.cpu_count()} cores less what other processes used): "
          "commands/s = free cores / (server + Redis + load generator CPU per command)")
    for w in workers:
        for kind in ("single", "cluster"):
            x = lines[(kind, w)]
            n = max(1, x["accepted"])
            redis_ms = sum(d["cpu"] for d in x["nodes"].values()) / n * 1000
            need = x["server_net"] / n * 1000 + redis_ms + x["gen"] * 1000
            free = os.cpu_count() - x["other"]
            print(f"  {w}w {kind:8s}: ({os.cpu_count()} - {x['other']:.2f}) cores / ({x['server_net'] / n * 1000:.3f} "
                  f"+ {redis_ms:.3f} + {x['gen'] * 1000:.3f}) ms = {free / need * 1000:7.0f}/s predicted; measured "
                  f"{x['P']['rate']:.0f}/s ({x['P']['rate'] / (free / need * 1000):.2f} of it)")
    c1 = pools["cluster"]
    n = max(1, c1["accepted"])
    s_ms = c1["server_net"] / n * 1000
    m_ms = per(c1, "master")[0]
    print(f"  per command on the cluster: API {s_ms:.3f} ms vs all masters {m_ms:.3f} ms of CPU: one API core "
          f"serves {1000 / s_ms:.0f} commands/s, one master core {1000 / m_ms:.0f} (x{s_ms / m_ms:.1f})")


if __name__ == "__main__":
    main()
