// Checker of the JSON Schema subset the contract uses (test fixture).
function fail(path, message) {
  return { category: "input", code: "INVALID_INPUT", message: `${path || "input"}: ${message}`, details: { path }, outcomeKnown: true };
}

function typeOf(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value;
}

function check(schema, value, path) {
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const ok = schema.type === actual || (schema.type === "number" && actual === "integer");
    if (!ok) throw fail(path, `expected ${schema.type}`);
  }
  if (schema.enum !== undefined && !schema.enum.includes(value)) throw fail(path, "not one of the allowed values");
  if (actual === "object") {
    const properties = schema.properties ?? {};
    for (const name of schema.required ?? []) {
      if (!(name in value)) throw fail(`${path}/${name}`, "required");
    }
    for (const [name, member] of Object.entries(value)) {
      if (properties[name] !== undefined) check(properties[name], member, `${path}/${name}`);
      else if (schema.additionalProperties === false) throw fail(`${path}/${name}`, "not allowed");
    }
  }
  if (actual === "array" && schema.items !== undefined) {
    value.forEach((item, index) => check(schema.items, item, `${path}/${index}`));
  }
}

export function checkInput(schema, input) {
  check(schema, input, "");
  return input;
}
