"""Rule ``react.fc-props``: ``const C: React.FC<Props> = ({a}) => …`` types ``a`` by ``Props``."""
from __future__ import annotations

from conftest import capability

SETTINGS = """\
import React, { FC } from 'react';
import axios from 'axios';
interface Props { theme: 'light' | 'dark'; size?: number }
export const Settings: React.FC<Props> = ({ theme, size }) => {
  const save = () => axios.put('/api/settings', { theme, size });
  return <button onClick={save}>Save</button>;
};
export const Short: FC<Props> = ({ theme }) => {
  const save = () => axios.put('/api/theme', { theme });
  return <button onClick={save}>Save</button>;
};
"""


def test_the_props_of_a_component_typed_by_its_variable_are_typed(derive_files):
    contract = derive_files({"src/Settings.tsx": SETTINGS,
                             "package.json": '{"dependencies": {"axios": "1", "react": "18"}}'})
    settings = capability(contract, "PUT", "/api/settings")["inputSchema"]
    assert settings["properties"]["theme"]["enum"] == ["light", "dark"]
    assert settings["properties"]["size"]["type"] == "number"
    assert settings["required"] == ["theme"]
    short = capability(contract, "PUT", "/api/theme")["inputSchema"]
    assert (short["properties"]["theme"]["enum"], short["required"]) == (["light", "dark"],
                                                                         ["theme"])
