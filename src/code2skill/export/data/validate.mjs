// functions/validate.mjs: a dependency-free checker of the JSON Schema (2020-12) subset canonical
// contracts use: type, enum, const, properties, required, additionalProperties, items,
// minItems/maxItems, uniqueItems, minLength/maxLength (code points), pattern (Unicode), minimum,
// maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, minProperties/maxProperties,
// anyOf, oneOf, allOf, not. `format` is an annotation here (the MCP input schema asserts it).
// validate(schema, value) → [] when valid, else [{path, message}] with JSON Pointer paths.

function typeOf(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function hasType(value, type) {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

function equal(a, b) {
  if (a === b) return true;
  if (typeOf(a) !== typeOf(b) || typeof a !== "object" || a === null) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && equal(a[key], b[key]));
}

function pointer(path, key) {
  return `${path}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;
}

function checkString(schema, value, path, errors) {
  const length = [...value].length;
  if (Number.isInteger(schema.minLength) && length < schema.minLength) errors.push({ path, message: `must have at least ${schema.minLength} characters` });
  if (Number.isInteger(schema.maxLength) && length > schema.maxLength) errors.push({ path, message: `must have at most ${schema.maxLength} characters` });
  if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(value)) errors.push({ path, message: `must match the pattern ${schema.pattern}` });
}

function checkNumber(schema, value, path, errors) {
  if (typeof schema.minimum === "number" && value < schema.minimum) errors.push({ path, message: `must be >= ${schema.minimum}` });
  if (typeof schema.maximum === "number" && value > schema.maximum) errors.push({ path, message: `must be <= ${schema.maximum}` });
  if (typeof schema.exclusiveMinimum === "number" && value <= schema.exclusiveMinimum) errors.push({ path, message: `must be > ${schema.exclusiveMinimum}` });
  if (typeof schema.exclusiveMaximum === "number" && value >= schema.exclusiveMaximum) errors.push({ path, message: `must be < ${schema.exclusiveMaximum}` });
  if (typeof schema.multipleOf === "number" && schema.multipleOf > 0 && !Number.isInteger(value / schema.multipleOf)) errors.push({ path, message: `must be a multiple of ${schema.multipleOf}` });
}

function checkArray(schema, value, path, errors) {
  if (Number.isInteger(schema.minItems) && value.length < schema.minItems) errors.push({ path, message: `must have at least ${schema.minItems} items` });
  if (Number.isInteger(schema.maxItems) && value.length > schema.maxItems) errors.push({ path, message: `must have at most ${schema.maxItems} items` });
  if (schema.uniqueItems === true && value.some((item, i) => value.findIndex((other) => equal(item, other)) !== i)) errors.push({ path, message: "must not hold duplicate items" });
  if (schema.items !== undefined) value.forEach((item, i) => check(schema.items, item, pointer(path, i), errors));
}

function checkObject(schema, value, path, errors) {
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (!Object.hasOwn(value, key)) errors.push({ path: pointer(path, key), message: "is required" });
  }
  const keys = Object.keys(value);
  if (Number.isInteger(schema.minProperties) && keys.length < schema.minProperties) errors.push({ path, message: `must have at least ${schema.minProperties} properties` });
  if (Number.isInteger(schema.maxProperties) && keys.length > schema.maxProperties) errors.push({ path, message: `must have at most ${schema.maxProperties} properties` });
  for (const key of keys) {
    if (Object.hasOwn(properties, key)) check(properties[key], value[key], pointer(path, key), errors);
    else if (schema.additionalProperties === false) errors.push({ path: pointer(path, key), message: "is not an allowed property" });
    else if (typeof schema.additionalProperties === "object") check(schema.additionalProperties, value[key], pointer(path, key), errors);
  }
}

function check(schema, value, path, errors) {
  if (schema === true || schema === undefined) return;
  if (schema === false) {
    errors.push({ path, message: "is not allowed" });
    return;
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(value, type))) {
      errors.push({ path, message: `must be of type ${types.join(" or ")}` });
      return;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((item) => equal(item, value))) errors.push({ path, message: `must be one of ${JSON.stringify(schema.enum)}` });
  if (Object.hasOwn(schema, "const") && !equal(schema.const, value)) errors.push({ path, message: `must equal ${JSON.stringify(schema.const)}` });
  if (typeof value === "string") checkString(schema, value, path, errors);
  if (typeof value === "number") checkNumber(schema, value, path, errors);
  if (Array.isArray(value)) checkArray(schema, value, path, errors);
  if (typeOf(value) === "object") checkObject(schema, value, path, errors);
  if (Array.isArray(schema.allOf)) schema.allOf.forEach((part) => check(part, value, path, errors));
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((part) => validate(part, value).length === 0)) errors.push({ path, message: "must match at least one allowed shape" });
  if (Array.isArray(schema.oneOf) && schema.oneOf.filter((part) => validate(part, value).length === 0).length !== 1) errors.push({ path, message: "must match exactly one allowed shape" });
  if (schema.not !== undefined && validate(schema.not, value).length === 0) errors.push({ path, message: "must not match the excluded shape" });
}

export function validate(schema, value) {
  const errors = [];
  check(schema, value, "", errors);
  return errors;
}
