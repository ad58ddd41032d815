"""Shared helpers of the audit and update tests: a small shop client, contract files, runs.

``conftest.py`` loads it as a plugin, so its ``root`` and ``base`` fixtures are everywhere
(a module may define its own ``base``)."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from conftest import write_tree
from typer.testing import CliRunner

from code2skill.cli import app

from code2skill.audit import run_audit
from code2skill.contract.models import Contract
from code2skill.contract.requirements import with_implied_needs
from code2skill.discover import Scope
from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive

API_TS = (
    "import axios from 'axios';\n"                                                  # 1
    "\n"                                                                             # 2
    "const api = axios.create({ baseURL: 'https://api.shop.example/v1' });\n"       # 3
    "\n"                                                                             # 4
    "export interface NewOrder {\n"                                                  # 5
    "  sku: string;\n"                                                               # 6
    "  quantity: number;\n"                                                          # 7
    "  note?: string;\n"                                                             # 8
    "  channel: 'web' | 'mobile';\n"                                                 # 9
    "}\n"                                                                            # 10
    "\n"                                                                             # 11
    "export const listOrders = (page: number) => api.get('/orders', { params: { page } });\n"
    "export const getOrder = (id: string) => api.get(`/orders/${id}`);\n"            # 13
    "export const createOrder = (order: NewOrder) => api.post('/orders', order);\n"  # 14
    "export const cancelOrder = (id: string) => api.delete(`/orders/${id}`);\n"      # 15
)
CLIENT = {"package.json": '{"name": "shop"}\n', "src/api.ts": API_TS}
SERVER = {"server/hooks.js": (
    "const express = require('express');\n"
    "const axios = require('axios');\n"
    "const app = express();\n"
    "app.post('/notify', async (req, res) => {\n"
    "  await axios.post('https://hooks.example.com/api/reindex', { id: req.body.id });\n"
    "  res.sendStatus(204);\n"
    "});\n")}
# capability indexes of the contract derived from CLIENT (sorted by name)
CANCEL, CREATE, GET, LIST = 0, 1, 2, 3


def derive_dict(root: Path) -> dict:
    """The contract of the client at ``root`` as JSON data."""
    return json.loads(contract_json(derive(root, Settings(Scope(), jobs=1)).contract))


def client(tmp_path: Path, files: dict | None = None, name: str = "app") -> Path:
    """A client tree under ``tmp_path/name``: CLIENT updated with ``files``."""
    return write_tree(tmp_path / name, {**CLIENT, **(files or {})})


def save(path: Path, contract: dict) -> Path:
    path.write_text(json.dumps(contract, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path


def findings(tmp_path: Path, contract: dict, root: Path):
    """The audit findings of ``contract`` against the client at ``root``."""
    return run_audit(save(tmp_path / "contract.json", contract), root,
                     Settings(Scope(), jobs=1)).findings


def audit_ids(tmp_path: Path, contract: dict, root: Path) -> list[tuple[str, str, str]]:
    """``(rule, pointer, severity)`` of every finding of ``contract`` against ``root``."""
    return [(f.rule, f.pointer, f.severity) for f in findings(tmp_path, contract, root)]


def edited(contract: dict) -> dict:
    return copy.deepcopy(contract)


def appended(contract: dict, capability: dict) -> None:
    """Add a hand-written ``capability`` to ``contract`` with the needs it implies recorded in
    ``consumerRequirements`` (as a reviewer who runs ``derive --update`` has them), so only
    the finding a test is about is reported, not C2S-L015."""
    contract["capabilities"].append(capability)
    needs = with_implied_needs(Contract.model_validate(contract))
    contract["consumerRequirements"] = needs.model_dump(mode="json")


def change(root: Path, old: str, new: str) -> None:
    """Edit the client's ``src/api.ts``."""
    path = root / "src/api.ts"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def run(*args: str):
    """The CLI's result for ``args``."""
    return CliRunner().invoke(app, list(args))


@pytest.fixture
def root(tmp_path):
    """The shop client in a temporary folder."""
    return client(tmp_path)


@pytest.fixture
def base(root) -> dict:
    """The contract derived from ``root``."""
    return derive_dict(root)
