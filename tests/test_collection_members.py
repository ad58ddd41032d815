"""Rule ``input.collection-member``: a path parameter named like the collection segment before
it (``/generic-credentials/{genericCredentials}``) picks a member by name: no credential item
(rule ``input.credential``), while a secret the same Tool takes in its body keeps one."""
from __future__ import annotations

SOURCE = """
export const getCredential = (project: string, genericCredentials: string) =>
  fetch(`/v1beta1/projects/${project}/generic-credentials/${genericCredentials}`);
export const updateCredential = (repoCredentials: string, password: string) =>
  fetch(`/v1beta1/repo-credentials/${repoCredentials}`,
        { method: 'PUT', body: JSON.stringify({ password }) });
export const revokeToken = (token: string) =>
  fetch(`/api/revoke/${token}`, { method: 'POST' });
"""


def credential_items(contract: dict) -> dict[str, str]:
    return {r["capability"]: r["message"].split(" a credential")[0] for r in contract["review"]
            if any(e.get("rule") == "input.credential" for e in r["evidence"])}


def test_collection_members_are_names_and_secrets_stay_credentials(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    paths = {c["implementation"]["requests"][0]["pathTemplate"]: c["name"]
             for c in contract["capabilities"]}
    assert credential_items(contract) == {
        paths["/v1beta1/repo-credentials/{repoCredentials}"]: "input 'password' carries",
        paths["/api/revoke/{token}"]: "input 'token' carries"}
