"""Rule ``C2S-V024``: the package's files are the ones ``export`` wrote, as its
``export-manifest.json`` lists them (written last by every export: each file with its sha256,
rule ``export.own-files``).

Each file the manifest lists is compared by sha256 with the file now in the package: changed,
or missing (gone, unreadable, or no longer a regular file). Each regular file of the package the
manifest does not list (``node_modules`` and ``.git`` aside, as for every check) was not written
by the export. A manifest that is not one code2skill writes (not JSON, an entry outside the
package, a link) is one finding. A package without the manifest (exported before it existed, or
written by hand) is not checked by this rule.

The manifest is a record, not a signature: whoever can change a file can rewrite it too. The
rule tells a reviewer which files were edited after the export; the structural rules check the
code itself. Its severity is ``medium``: an edited package may still be a strict-export-v1
package, and ``probe`` (which refuses high findings) still runs it to show what it does.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

from code2skill.export.layout import MANIFEST_FILE as MANIFEST
from code2skill.export.layout import read_manifest
from code2skill.safe_io import read_bytes_in_root
from code2skill.validate.package import CONTRACT_CAP, Package
from code2skill.validate.rules import Finding

RULE = "C2S-V024"


def check_manifest(package: Package) -> list[Finding]:
    """V024 (see the module docstring), one finding per file, by path."""
    if not os.path.lexists(Path(package.root, MANIFEST)):
        return []
    listed = read_manifest(package.root, MANIFEST)
    if listed is None:
        return [Finding(RULE, f"{MANIFEST} is not a manifest code2skill writes (a regular "
                        "file of JSON listing each file by its path inside the package and its "
                        "sha256): the files cannot be checked against the export", MANIFEST)]
    findings = []
    for rel, recorded in sorted(listed.items()):
        digest = current_digest(package, rel)
        if digest is None:
            findings.append(Finding(RULE, f"{rel} is missing or not a readable regular file; "
                                    f"{MANIFEST} lists it", rel))
        elif digest != recorded:
            findings.append(Finding(RULE, f"{rel} was changed after the export: sha256 "
                                    f"{digest[:16]}…, {MANIFEST} records {recorded[:16]}…", rel))
    findings += [Finding(RULE, f"{rel} was not written by the export: {MANIFEST} does not "
                         "list it", rel)
                 for rel in package.files if rel not in listed and rel != MANIFEST]
    return findings


def current_digest(package: Package, rel: str) -> str | None:
    """The sha256 of the package's regular file ``rel``; ``None`` when it is not one of its
    files or cannot be read."""
    if rel not in package.files:
        return None
    try:
        return hashlib.sha256(read_bytes_in_root(package.root, rel, CONTRACT_CAP)).hexdigest()
    except OSError:
        return None
