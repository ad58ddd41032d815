"""C2S-V004–V009: the fixture's Tool callbacks (D4 of the profile), each broken in one way."""
from __future__ import annotations

import pytest
from validate_support import edit_json, found, mutate

ADAPTER = "adapter.mjs"
ADD_POLICY = ('{ sideEffect: "create", idempotency: "at-most-once", automaticRetry: "never", '
              'confirmation: "not-required", unknownOutcome: "stop-and-reconcile" }')


def only(root, rule: str, line: int | None) -> None:
    assert found(root) == [(rule, ADAPTER, line)]


@pytest.mark.parametrize("old, new", [
    ("async (input, runtimeContext) => {\n  if (process.env.BOOKSHELF_MCP_DRY_RUN === \"1\") {\n"
     "    const dryRunResult = { dryRun: true, validatedInput: input, operationPolicy: { "
     "sideEffect: \"create\"",
     "async (input, context) => {\n  if (process.env.BOOKSHELF_MCP_DRY_RUN === \"1\") {\n"
     "    const dryRunResult = { dryRun: true, validatedInput: input, operationPolicy: { "
     "sideEffect: \"create\""),
    ("}, async (input, runtimeContext) => {\n  if (process.env.BOOKSHELF_MCP_DRY_RUN === \"1\") "
     "{\n    const dryRunResult = { dryRun: true, validatedInput: input, operationPolicy: { "
     "sideEffect: \"create\"",
     "}, (input, runtimeContext) => {\n  if (process.env.BOOKSHELF_MCP_DRY_RUN === \"1\") {\n"
     "    const dryRunResult = { dryRun: true, validatedInput: input, operationPolicy: { "
     "sideEffect: \"create\""),
])
def test_v004_callback_parameters_or_async(tmp_path, old, new):
    only(mutate(tmp_path, ADAPTER, old, new), "C2S-V004", 33)


def test_v005_another_dry_run_variable(tmp_path):
    root = mutate(tmp_path, ADAPTER, 'process.env.BOOKSHELF_MCP_DRY_RUN === "1"',
                  'process.env.DRY_RUN === "1"')
    only(root, "C2S-V005", 34)


def test_v005_a_truthy_guard_instead_of_the_exact_comparison(tmp_path):
    root = mutate(tmp_path, ADAPTER, 'process.env.BOOKSHELF_MCP_DRY_RUN === "1"',
                  'process.env.BOOKSHELF_MCP_DRY_RUN')
    only(root, "C2S-V005", 34)


def test_v005_work_before_the_guard(tmp_path):
    root = mutate(tmp_path, ADAPTER, '}, async (input, runtimeContext) => {\n  if',
                  '}, async (input, runtimeContext) => {\n  console.log(input);\n  if')
    only(root, "C2S-V005", 34)


def test_v006_a_policy_other_than_the_contract_in_the_envelope(tmp_path):
    root = mutate(tmp_path, ADAPTER, 'operationPolicy: { sideEffect: "create", idempotency: '
                  '"at-most-once"', 'operationPolicy: { sideEffect: "create", idempotency: '
                  '"idempotent"')
    only(root, "C2S-V006", 34)


def test_v006_a_fifth_key_in_the_envelope(tmp_path):
    root = mutate(tmp_path, ADAPTER, "const dryRunResult = { dryRun: true,",
                  "const dryRunResult = { confirmed: true, dryRun: true,")
    only(root, "C2S-V006", 34)


def test_v006_the_summary_follows_the_contract(tmp_path):
    root = mutate(tmp_path, "canonical-contract.json", '"pathTemplate": "/books"',
                  '"pathTemplate": "/library/books"')
    only(root, "C2S-V006", 34)


def test_v006_is_error_true_in_the_dry_run(tmp_path):
    root = mutate(tmp_path, ADAPTER, "JSON.stringify(dryRunResult) }], isError: false",
                  "JSON.stringify(dryRunResult) }], isError: true")
    only(root, "C2S-V006", 34)


def test_v007_the_wrong_function(tmp_path):
    root = mutate(tmp_path, ADAPTER, "const result = await addBook(input, runtimeContext);",
                  "const result = await getBook(input, runtimeContext);")
    only(root, "C2S-V007", 39)


def test_v007_context_derived_from_input(tmp_path):
    root = mutate(tmp_path, ADAPTER, "const result = await addBook(input, runtimeContext);",
                  "const result = await addBook(input, input.context);")
    only(root, "C2S-V007", 39)


def test_v008_a_finally_clause(tmp_path):
    root = mutate(tmp_path, ADAPTER, "isError: true };\n  }\n});",
                  "isError: true };\n  } finally {\n  }\n});")
    only(root, "C2S-V008", 38)


def test_v008_the_result_wrapped_again(tmp_path):
    root = mutate(tmp_path, ADAPTER, "return { structuredContent: result.data,",
                  "return { structuredContent: result,")
    only(root, "C2S-V008", 40)


def test_v009_the_policy_omitted(tmp_path):
    root = mutate(tmp_path, ADAPTER, f"normalizeToolError(error, {ADD_POLICY})",
                  "normalizeToolError(error)")
    only(root, "C2S-V009", 42)


def test_v009_another_policy(tmp_path):
    root = mutate(tmp_path, ADAPTER, f"normalizeToolError(error, {ADD_POLICY})",
                  f"normalizeToolError(error, {ADD_POLICY.replace('create', 'read')})")
    only(root, "C2S-V009", 42)


def test_v009_a_policy_passed_by_name(tmp_path):
    root = mutate(tmp_path, ADAPTER, f"normalizeToolError(error, {ADD_POLICY})",
                  "normalizeToolError(error, ADD_POLICY)")
    only(root, "C2S-V009", 42)


def test_v009_and_v006_follow_the_contract_policy(tmp_path):
    root = mutate(tmp_path, "canonical-contract.json", '"idempotency": "at-most-once"',
                  '"idempotency": "unknown"')
    assert found(root) == [("C2S-V006", ADAPTER, 34), ("C2S-V009", ADAPTER, 42)]


def test_the_dry_run_variable_comes_from_the_profile(tmp_path):
    root = mutate(tmp_path, ADAPTER, "BOOKSHELF_MCP_DRY_RUN", "SHELF_MCP_DRY_RUN", -1)
    edit_json(root, "export-profile.json",
              lambda p: p.__setitem__("dryRunVariable", "SHELF_MCP_DRY_RUN"))
    assert found(root) == []


DEEP = 3000          # levels: past Python's recursion limit, were the walk recursive


def test_v006_a_policy_nested_past_the_depth_budget_is_a_finding(tmp_path):
    # rule validate.nesting-depth: a hostile package, not a RecursionError (exit 3)
    root = mutate(tmp_path, ADAPTER, f"operationPolicy: {ADD_POLICY}",
                  "operationPolicy: " + "[" * DEEP + "]" * DEEP)
    only(root, "C2S-V006", 34)


def test_v008_a_statement_nested_past_the_depth_budget_is_a_finding(tmp_path):
    call = "const result = await addBook(input, runtimeContext);"
    root = mutate(tmp_path, ADAPTER, call,
                  call + "\n    " + "-(" * DEEP + "1" + ")" * DEEP + ";")
    only(root, "C2S-V008", 40)
