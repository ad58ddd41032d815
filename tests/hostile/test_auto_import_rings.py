"""Rule ``scope.auto-import`` on hostile re-exports (round 39's finding 3): N scanned modules
that re-export each other in a ring (``export * from './m<i+1>'``, the last the first) read each
module's re-exports once over the whole scan; before, every scanned module walked the whole
ring again (N², 3,000 modules past 60 s of CPU). The work is counted (Python calls made in
``auto_imports``), never timed."""
from __future__ import annotations

import posixpath

from hostile_support import python_calls

from code2skill import auto_imports
from code2skill.auto_imports import Source, declared_auto_imports
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import ExportFact, ModuleFacts

CONFIG = ("import AutoImport from 'unplugin-auto-import/vite'\n"
          "AutoImport({ dirs: ['src/api'], dts: false })\n")


def ring(n: int) -> dict[str, ModuleFacts]:
    """The analysed modules: the plugin's configuration and N modules ``src/api/m<i>.ts``, each
    exporting ``f<i>`` and re-exporting the next with ``export *``."""
    modules = {f"src/api/m{i}.ts": ModuleFacts(
        path=f"src/api/m{i}.ts", language="typescript", sha256="", exports=[
            ExportFact(exported="*", source=f"./m{(i + 1) % n}"),
            ExportFact(exported=f"f{i}", local=f"f{i}")]) for i in range(n)}
    modules["vite.config.ts"] = extract_module("vite.config.ts", "typescript", CONFIG.encode())
    return modules


def resolve(importer: str, spec: str) -> str | None:
    """A relative specifier's ``.ts`` file (every test module is one)."""
    return posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec)) + ".ts"


def scopes(n: int) -> dict:
    return declared_auto_imports(ring(n), resolve, [""], lambda path: "")


def test_every_name_of_the_ring_has_its_own_module_as_source():
    assert scopes(5) == {"": {f"f{i}": Source(f"src/api/m{i}.ts", None, f"f{i}")
                              for i in range(5)}}


def test_doubling_the_ring_at_most_doubles_the_work():
    small, large = (python_calls(lambda: scopes(n), auto_imports.__file__) for n in (200, 400))
    assert large / small < 2.3, (small, large)


def test_one_scanned_module_reads_a_chain_deeper_than_the_interpreters_stack():
    n = 3_000                         # m0 re-exports m1, … m2998 re-exports m2999, which ends it
    modules = ring(n)
    modules["src/api/m2999.ts"] = ModuleFacts(path="src/api/m2999.ts", language="typescript",
                                              sha256="", exports=[ExportFact("f2999", "f2999")])
    modules["vite.config.ts"] = extract_module("vite.config.ts", "typescript", CONFIG.replace(
        "'src/api'", "'src/api/m0.ts'").encode())
    names = declared_auto_imports(modules, resolve, [""], lambda path: "")[""]
    assert len(names) == n and names["f2999"] == Source("src/api/m2999.ts", None, "f2999")
