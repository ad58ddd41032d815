"""Round 38: hostile repository configs and contracts. Configs: a .git whose config names an fsmonitor,
hooks, filters, a pager and an include of an outside file (a marker must never be written);
package.json, tsconfig.json, .gitignore and .code2skill.toml as links out of the root, FIFOs, links to
/dev/zero, extends cycles and tsconfig paths to outside folders holding a probe. Contracts: a derived
contract rewritten with 5,000-digit numbers, 100,000-deep JSON, NUL/ESC/RTL in evidence paths, a FIFO,
/dev/zero, a folder and an outside link as evidence files, then audit (3 formats), report, export,
skill and derive --update --summary on each under RLIMIT_CPU 60 s.
Usage: python3 configs38.py [CASE-SUBSTRING ...]   (BIN: C2S_BIN; OUT: X38_OUT, default /tmp/x38)."""
import copy, json, os, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
import attack38 as A

OUTSIDE = A.OUT / "outside"
PROBE = "OUTSIDEPROBEQz38x"
APP = {"package.json": A.PKG,
       "src/api.js": "import axios from 'axios';\nexport const list = () => axios.get('/api/items');\n"
                     "export const del = (id) => axios.delete(`/api/items/${id}`);\nexport const add = (b) => axios.post('/api/items', b);\n"}
MARK = str(A.MARKER)


def outside():
    OUTSIDE.mkdir(parents=True, exist_ok=True)
    (OUTSIDE / "package.json").write_text('{"name": "%s", "dependencies": {"axios": "1"}}' % PROBE)
    (OUTSIDE / "tsconfig.json").write_text('{"compilerOptions": {"baseUrl": ".", "paths": {"@x/*": ["./*"]}}, "probe": "%s"}' % PROBE)
    (OUTSIDE / "gitconfig").write_text(f"[core]\n\tfsmonitor = touch {MARK}\n\tpager = touch {MARK}\n")
    (OUTSIDE / "lib").mkdir(exist_ok=True)
    (OUTSIDE / "lib" / "svc.js").write_text(f"export const s = () => fetch('/api/{PROBE}');\n")
    return OUTSIDE


def git_hostile(root):
    g = root / ".git"
    (g / "hooks").mkdir(parents=True, exist_ok=True)
    (g / "HEAD").write_text("ref: refs/heads/main\n")
    (g / "config").write_text(
        "[core]\n\trepositoryformatversion = 0\n\tbare = false\n"
        f"\tfsmonitor = touch {MARK}\n\tpager = touch {MARK}\n\tsshCommand = touch {MARK}\n\thooksPath = .git/hooks\n"
        f"[filter \"x\"]\n\tclean = touch {MARK}\n\tsmudge = touch {MARK}\n\tprocess = touch {MARK}\n"
        f"[diff]\n\texternal = touch {MARK}\n[include]\n\tpath = {OUTSIDE / 'gitconfig'}\n")
    for h in ("pre-commit", "post-checkout", "fsmonitor-watchman", "reference-transaction"):
        (g / "hooks" / h).write_text(f"#!/bin/sh\ntouch {MARK}\n")
        (g / "hooks" / h).chmod(0o755)
    (root / ".gitattributes").write_text("*.js filter=x diff=x\n")


def link_out(name):
    def hook(root):
        outside()
        (root / name).unlink(missing_ok=True)
        (root / name).symlink_to(OUTSIDE / name)
    return hook


def fifo(name):
    def hook(root):
        (root / name).unlink(missing_ok=True)
        os.mkfifo(root / name)
    return hook


def devzero(name):
    def hook(root):
        (root / name).unlink(missing_ok=True)
        (root / name).symlink_to("/dev/zero")
    return hook


def config_cases():
    outside()
    cases = {"git_fsmonitor": (dict(APP), git_hostile, ())}
    for name in ("package.json", "tsconfig.json", ".gitignore", ".code2skill.toml", "src/api.js"):
        slug = name.replace("/", "_").strip(".")
        base = dict(APP)
        if name == "tsconfig.json":
            base[name] = "{}"
        cases[f"link_out_{slug}"] = (base, link_out(name) if name != "src/api.js" else None, ())
        cases[f"fifo_{slug}"] = (base, fifo(name), ())
        cases[f"devzero_{slug}"] = (base, devzero(name), ())
    cases.pop("link_out_src_api.js", None)
    cases["tsconfig_extends_cycle"] = ({**APP, "tsconfig.json": '{"extends": "./b.json"}', "b.json": '{"extends": "./tsconfig.json"}'}, None, ())
    cases["tsconfig_extends_outside"] = ({**APP, "tsconfig.json": '{"extends": "%s"}' % (OUTSIDE / "tsconfig.json")}, None, ())
    cases["tsconfig_extends_devzero"] = ({**APP, "tsconfig.json": '{"extends": "/dev/zero"}'}, None, ())
    cases["tsconfig_extends_fifo"] = ({**APP, "tsconfig.json": '{"extends": "./f.json"}'}, fifo("f.json"), ())
    cases["tsconfig_extends_package"] = ({**APP, "tsconfig.json": '{"extends": "../../../../../../../../%s/tsconfig.json"}' % str(OUTSIDE).lstrip("/")}, None, ())
    cases["tsconfig_paths_outside"] = ({**APP, "tsconfig.json": '{"compilerOptions": {"baseUrl": ".", "paths": {"@o/*": ["%s/*", "../../../../../../..%s/*"]}}}' % (OUTSIDE, OUTSIDE),
                                        "src/use.js": "import { s } from '@o/lib/svc';\nexport const u = () => s();\n"}, None, ())
    cases["import_absolute_outside"] = ({**APP, "src/use.js": f"import {{ s }} from '{OUTSIDE}/lib/svc.js';\nexport const u = () => s();\n"}, None, ())
    cases["gitignore_blowup"] = ({**APP, ".gitignore": ("**/" * 5000) + "x\n" + "*a" * 5000 + "b\n" + "[" * 5000 + "\n" + "\\" * 10000 + "\n"}, None, ())
    cases["package_exports_deep"] = ({**APP, "package.json": '{"name": "p", "dependencies": {"axios": "1"}, "x": ' + "[" * 100000 + "]" * 100000 + "}"}, None, ())
    cases["package_huge_numbers"] = ({**APP, "package.json": '{"name": "p", "version": ' + "9" * 5000 + ', "dependencies": {"axios": 1e999999}}'}, None, ())
    cases["toml_hostile"] = ({**APP, ".code2skill.toml": 'include = ["' + "**/" * 5000 + '*"]\nexclude = ["../../**", "/etc/**"]\nfail-on = "none"\njobs = ' + "9" * 5000 + "\n"}, None, ())
    return cases


def run_configs(picks):
    for name, (files, hook, extra) in config_cases().items():
        if picks and not any(p in name for p in picks):
            continue
        every = name.startswith(("git_", "link_out", "tsconfig_paths", "import_absolute", "tsconfig_extends_outside"))
        A.derive(f"cfg_{name}", files, [PROBE], every=every, root_hook=hook, extra=extra)


# ---------------- hostile contracts ----------------
def deep(n):
    return "[" * n + "]" * n


def contract_cases(base, root):
    """(name, contract text, hook on the tree) for each hostile rewrite of ``base``."""
    text = json.dumps(base, ensure_ascii=False)
    cases = []

    def with_sites(fn):
        c = copy.deepcopy(base)
        for cap in c["capabilities"]:
            for r in cap["implementation"]["requests"]:
                for s in r["callSites"]:
                    fn(s)
        return json.dumps(c, ensure_ascii=False)

    cases.append(("digits_5000_line", with_sites(lambda s: s.update(line=-4242424242)).replace("-4242424242", "1" + "0" * 4999), None))
    cases.append(("digits_5000_status", text.replace('"successStatuses": [200', '"successStatuses": [' + "9" * 5000, 1), None))
    cases.append(("float_1e999", text.replace('"contractVersion": ', '"x": 1e999, "contractVersion": ', 1), None))
    cases.append(("deep_100000_field", text.replace('"contractVersion": ', '"x": ' + deep(100000) + ', "contractVersion": ', 1), None))
    cases.append(("deep_100000_object", text.replace('"contractVersion": ', '"x": ' + '{"a":' * 100000 + "1" + "}" * 100000 + ', "contractVersion": ', 1), None))
    cases.append(("nul_evidence_path", with_sites(lambda s: s.update(file="src/api.js\u0000../../etc/passwd")), None))
    cases.append(("esc_rtl_evidence_path", with_sites(lambda s: s.update(file="src/\x1b]0;pwned\x07\u202eapi.js")), None))
    cases.append(("dotdot_evidence_path", with_sites(lambda s: s.update(file="../../../../../../etc/passwd")), None))
    cases.append(("absolute_evidence_path", with_sites(lambda s: s.update(file=str(OUTSIDE / "package.json"))), None))

    def fifo_ev(root):
        os.mkfifo(root / "src" / "ev.js")
    cases.append(("fifo_evidence_file", with_sites(lambda s: s.update(file="src/ev.js")), fifo_ev))

    def zero_ev(root):
        (root / "src" / "z.js").symlink_to("/dev/zero")
    cases.append(("devzero_evidence_file", with_sites(lambda s: s.update(file="src/z.js")), zero_ev))

    def out_ev(root):
        (root / "src" / "o.js").symlink_to(OUTSIDE / "package.json")
    cases.append(("linkout_evidence_file", with_sites(lambda s: s.update(file="src/o.js")), out_ev))
    cases.append(("dir_evidence_file", with_sites(lambda s: s.update(file="src")), None))
    cases.append(("huge_line_numbers", with_sites(lambda s: s.update(line=2 ** 63, endLine=-2 ** 63, column=-1, endColumn=10 ** 30)), None))
    cases.append(("secret_in_binding", text.replace('"value": null', '"value": "' + A.GH + '"'), None))
    cases.append(("proto_keys", text.replace('"contractVersion": ', '"__proto__": {"polluted": 1}, "constructor": {"prototype": {"x": 1}}, "contractVersion": ', 1), None))
    cases.append(("bom_and_nul", "\ufeff" + text + "\u0000", None))
    cases.append(("duplicate_keys", text.replace('"contractVersion": ', '"contractVersion": "x", "contractVersion": ', 1), None))
    return cases


FULL = {"deep_100000_field", "nul_evidence_path", "fifo_evidence_file", "digits_5000_line", "esc_rtl_evidence_path", "secret_in_binding"}


def run_contracts(picks):
    outside()
    root = A.OUT / "cases" / "contract_base"
    A.shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    A.write(root, APP)
    base_path = A.OUT / "res" / "contract_base.json"
    rc, secs, out, err = A.run(["derive", root, "-o", base_path, "--jobs", "1", "-q"])
    base = json.loads(base_path.read_text())
    for name, text, hook in contract_cases(base, root):
        if picks and not any(p in name for p in picks):
            continue
        app = A.OUT / "cases" / f"contract_{name}"
        A.shutil.rmtree(app, ignore_errors=True)
        app.mkdir(parents=True)
        A.write(app, APP)
        if hook:
            hook(app)
        res = A.OUT / "res" / f"contract_{name}"
        A.shutil.rmtree(res, ignore_errors=True)
        res.mkdir(parents=True)
        c = res / "contract.json"
        c.write_bytes(text.encode("utf-8", "surrogatepass"))
        upd = res / "update.json"
        upd.write_bytes(c.read_bytes())
        A.MARKER.unlink(missing_ok=True)
        steps = [("audit-text", ["audit", c, app, "-o", res / "a.txt"]),
                 ("audit-json", ["audit", c, app, "--format", "json", "-o", res / "a.json"]),
                 ("audit-sarif", ["audit", c, app, "--format", "sarif", "-o", res / "a.sarif"]),
                 ("report", ["report", c, "--source", app, "-o", res / "r.html"]),
                 ("export", ["export", c, "-o", res / "pkg", "--force"]),
                 ("skill", ["skill", c, "-o", res / "skill", "--force"]),
                 ("update", ["derive", app, "--update", upd, "--summary", res / "summary.md", "--jobs", "1", "-q"])]
        if name not in FULL:   # the cheaper set: the commands that read evidence files or the contract's numbers
            steps = [st for st in steps if st[0] in ("audit-json", "report", "export", "update")]
        bad, rcs, cpu = [], [], 0.0
        texts = {}
        for label, args in steps:
            r = A.run(args)
            rcs.append(f"{label}={r[0]}")
            cpu = max(cpu, r[1])
            texts[label] = r[2] + r[3]
            if r[0] not in (0, 1, 2) or "Traceback" in r[3] or r[1] >= A.CPU:
                bad.append(f"{label}: rc={r[0]} {r[1]} s {r[3][-160:]!r}")
        probes = [PROBE] + ([A.GH] if name == "secret_in_binding" else [])
        bad += A.check_outputs(res, texts, probes, skip=("contract.json",))   # the hostile contract is the input
        if A.MARKER.exists():
            bad.append("marker written")
        verdict = "FAILED" if bad else "defended"
        row = dict(case=f"contract_{name}", rc=" ".join(rcs), cpu=cpu, verdict=verdict, bad=sorted(set(bad))[:12], wrong=[], err_tail="")
        with (A.OUT / "results.jsonl").open("a") as f:
            f.write(json.dumps(row) + "\n")
        print(f"[{verdict}] contract_{name} {' '.join(rcs)} max cpu={cpu}s {'; '.join(row['bad'])}", flush=True)


if __name__ == "__main__":
    A.OUT.mkdir(parents=True, exist_ok=True)
    picks = sys.argv[1:]
    run_configs(picks)
    run_contracts(picks)
