"""Rule ``value.string-helper``: common string helpers applied to literal text.

Generic service layers compute a collection's path from a model name
(``pluralize(lowerFirst(name))``, ``kebabCase(modelName)``). For a literal input the result is
known, so the path is too. Supported, from the packages that define them:

* ``lodash`` / ``lodash-es`` / ``lodash/<name>`` / ``lodash.<name>``: ``camelCase``,
  ``kebabCase``, ``snakeCase``, ``lowerFirst``, ``upperFirst``, ``startCase``, ``lowerCase``,
  ``upperCase``, ``capitalize``;
* ``change-case`` (and ``camel-case``, ``param-case``, ``snake-case``, ``pascal-case`` …):
  ``camelCase``, ``kebabCase``/``paramCase``, ``snakeCase``, ``pascalCase``, ``constantCase``,
  ``capitalCase``, ``dotCase``, ``pathCase``, ``noCase``, ``sentenceCase``;
* ``pluralize``: ``pluralize(w)``, ``pluralize.plural(w)``, ``pluralize.singular(w)``
  (English plurals from the ``inflect`` library; the last word of a camel-cased name is the
  one inflected, as ``pluralize`` does with its case kept);
* Ember's ``@ember/string`` (also ``Ember.String.<name>``): ``dasherize``, ``camelize``,
  ``underscore``, ``decamelize``, ``classify``, ``capitalize``, with Ember's own rules
  (``underscore('apiKey')`` → ``api_key``, a ``/`` kept); ``ember-inflector``'s
  ``pluralize(w)`` and ``singularize(w)`` (its default rules: ``category`` → ``categories``,
  ``person`` → ``people``; ``pluralize(count, w)`` is no path helper).

:func:`helper_name` says which helper a library callee is; :func:`apply_helper` computes it.
"""
from __future__ import annotations

import re
from functools import lru_cache

EMBER_STRING = "@ember/string"
EMBER_INFLECTOR = "ember-inflector"
PACKAGES = (EMBER_STRING, EMBER_INFLECTOR, "lodash", "lodash-es", "change-case", "pluralize",
            "camel-case", "param-case", "snake-case", "pascal-case", "constant-case",
            "capital-case", "dot-case", "path-case", "no-case", "sentence-case",
            "upper-case-first", "lower-case-first")

WORDS = re.compile(r"[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b|[^A-Za-z0-9])|[A-Z]?[a-z]+[0-9]*|"
                   r"[A-Z]+|[0-9]+")


def words(text: str) -> list[str]:
    """The words of ``text`` as lodash splits them: ``'UserGroup'`` → ``['User', 'Group']``,
    ``'api_key-ID'`` → ``['api', 'key', 'ID']``."""
    return WORDS.findall(text)


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


@lru_cache(maxsize=1)
def _engine():
    """inflect's engine, imported without typeguard's instrumentation: inflect decorates 23 of
    its methods with ``typeguard.typechecked``, which re-reads, parses and compiles inflect's
    4,000-line module once for each of them when it is imported (1 s of a run that pluralizes
    one word on an idle machine, 3–5 s on a loaded one). The words given here are always
    ``str``, so inflect is imported with :func:`_unchecked` in typeguard's place, restored at
    once (an inflect imported before is used as it is)."""
    try:
        import typeguard
    except ImportError:           # an inflect without typeguard
        import inflect
        return inflect.engine()
    checked = typeguard.typechecked
    typeguard.typechecked = _unchecked
    try:
        import inflect
    finally:
        typeguard.typechecked = checked
    return inflect.engine()


def _unchecked(target=None, **_options):
    """``typeguard.typechecked`` that checks nothing: ``@_unchecked`` and ``@_unchecked(...)``
    leave the function as it is."""
    return target if target is not None else (lambda function: function)


def singular_last(text: str) -> str:
    """``text`` with its last word made singular (``user settings`` → ``user setting``)."""
    return _inflect_last(text, plural=False)


def plural_last(text: str) -> str:
    """``text`` with its last word made plural (``get_project`` → ``get_projects``); a word
    already plural stays so."""
    match = re.search(r"([A-Za-z]+)$", text)
    if match is not None and _engine().singular_noun(match.group(1).lower()):
        return text
    return _inflect_last(text, plural=True)


def _inflect_last(text: str, plural: bool) -> str:
    """``text`` with its last word made plural (or singular), that word's case kept."""
    match = re.search(r"([A-Z]?[a-z]+|[A-Z]+)$", text)
    if match is None:
        return text
    word = match.group(1)
    lower = word.lower()
    changed = _engine().plural_noun(lower) if plural else (
        _engine().singular_noun(lower) or lower)
    if word.isupper() and len(word) > 1:
        changed = changed.upper()
    elif word[:1].isupper():
        changed = upper_first(changed)
    return text[:match.start(1)] + changed


IRREGULAR_PLURALS = {"person": "people", "child": "children", "man": "men", "woman": "women"}
UNCOUNTABLE = ("equipment", "information", "rice", "money", "species", "series", "fish",
               "sheep", "jeans", "police", "news")


def ember_decamelize(name: str) -> str:
    """Ember's ``decamelize``: ``innerHTML`` → ``inner_html``."""
    return re.sub(r"([a-z\d])([A-Z])", r"\1_\2", name).lower()


def ember_dasherize(name: str) -> str:
    """Ember's ``dasherize``: ``currentUser`` → ``current-user``, ``a_b`` → ``a-b``; the
    ``/`` of a nested name (``admin/auditLog`` → ``admin/audit-log``) is kept."""
    return re.sub(r"[ _]", "-", ember_decamelize(name))


def ember_camelize(name: str) -> str:
    """Ember's ``camelize``: ``blog-post`` / ``blog_post`` → ``blogPost``, ``Admin/Log`` →
    ``admin/log``."""
    joined = re.sub(r"[-_.\s]+(.)?", lambda m: (m.group(1) or "").upper(), name)
    return re.sub(r"(^|/)([A-Z])", lambda m: m.group(0).lower(), joined)


def ember_underscore(name: str) -> str:
    """Ember's ``underscore``: ``apiKey`` → ``api_key``, ``blog-posts`` → ``blog_posts``."""
    return re.sub(r"-|\s+", "_", re.sub(r"([a-z\d])([A-Z]+)", r"\1_\2", name)).lower()


def ember_classify(name: str) -> str:
    """Ember's ``classify``: ``blog-post`` → ``BlogPost`` (each ``/`` segment)."""
    def segment(part: str) -> str:
        part = re.sub(r"^[-_]+(.)?", lambda m: "_" + m.group(1).upper() if m.group(1) else "",
                      part)
        return re.sub(r"(.)[-_.\s]+(.)?",
                      lambda m: m.group(1) + (m.group(2) or "").upper(), part)
    return re.sub(r"(^|/|\.)([a-z])", lambda m: m.group(0).upper(),
                  "/".join(segment(p) for p in name.split("/")))


def ember_capitalize(name: str) -> str:
    """Ember's ``capitalize``: ``blog post`` → ``Blog post`` (each ``/`` segment)."""
    return re.sub(r"(^|/)([a-z\u00C0-\u024F])", lambda m: m.group(0).upper(), name)


def ember_pluralize(word: str) -> str:
    """ember-inflector's plural of the last word (``article`` → ``articles``, ``category`` →
    ``categories``, ``address`` → ``addresses``, ``person`` → ``people``, ``api-key`` →
    ``api-keys``)."""
    head, last = re.match(r"^(.*?)([A-Za-z]*)$", word).groups()
    lower = last.lower()
    if lower in UNCOUNTABLE:
        return word
    if lower in IRREGULAR_PLURALS:
        return head + last[0] + IRREGULAR_PLURALS[lower][1:]
    if re.search(r"[^aeiou]y$", lower):
        return head + last[:-1] + "ies"
    if re.search(r"(s|x|z|ch|sh)$", lower):
        return head + last + "es"
    return head + last + "s"


HELPERS = {
    "camelCase": lambda t: lower_first("".join(upper_first(w.lower()) for w in words(t))),
    "pascalCase": lambda t: "".join(upper_first(w.lower()) for w in words(t)),
    "kebabCase": lambda t: "-".join(w.lower() for w in words(t)),
    "paramCase": lambda t: "-".join(w.lower() for w in words(t)),
    "snakeCase": lambda t: "_".join(w.lower() for w in words(t)),
    "constantCase": lambda t: "_".join(w.upper() for w in words(t)),
    "dotCase": lambda t: ".".join(w.lower() for w in words(t)),
    "pathCase": lambda t: "/".join(w.lower() for w in words(t)),
    "noCase": lambda t: " ".join(w.lower() for w in words(t)),
    "lowerCase": lambda t: " ".join(w.lower() for w in words(t)),
    "upperCase": lambda t: " ".join(w.upper() for w in words(t)),
    "capitalCase": lambda t: " ".join(upper_first(w.lower()) for w in words(t)),
    "sentenceCase": lambda t: upper_first(" ".join(w.lower() for w in words(t))),
    "startCase": lambda t: " ".join(upper_first(w) for w in words(t)),
    "lowerFirst": lower_first,
    "lowerCaseFirst": lower_first,
    "upperFirst": upper_first,
    "upperCaseFirst": upper_first,
    "capitalize": lambda t: upper_first(t.lower()),
    "plural": lambda t: _inflect_last(t, True),
    "singular": lambda t: _inflect_last(t, False),
    "dasherize": ember_dasherize,
    "camelize": ember_camelize,
    "underscore": ember_underscore,
    "decamelize": ember_decamelize,
    "classify": ember_classify,
    "emberCapitalize": ember_capitalize,
    "emberPluralize": ember_pluralize,
}
# Ember's names → helpers (``capitalize`` and ``pluralize`` differ from lodash's/inflect's)
EMBER_NAMES = {EMBER_STRING: {"dasherize": "dasherize", "camelize": "camelize",
                              "underscore": "underscore", "decamelize": "decamelize",
                              "classify": "classify", "capitalize": "emberCapitalize"},
               EMBER_INFLECTOR: {"pluralize": "emberPluralize", "singularize": "singular"}}

DEFAULT_EXPORT = {"pluralize": "plural", "camel-case": "camelCase", "param-case": "paramCase",
                  "snake-case": "snakeCase", "pascal-case": "pascalCase",
                  "constant-case": "constantCase", "capital-case": "capitalCase",
                  "dot-case": "dotCase", "path-case": "pathCase", "no-case": "noCase",
                  "sentence-case": "sentenceCase", "upper-case-first": "upperFirst",
                  "lower-case-first": "lowerFirst"}


def helper_name(lib: str, path: tuple[str, ...]) -> str | None:
    """The helper a callee names: package ``lib`` (``lodash``, ``lodash/kebabCase``,
    ``lodash.kebabcase``, ``pluralize`` …) and member ``path`` (``('kebabCase',)``,
    ``('default',)``, ``('plural',)``); ``None`` for anything else."""
    if lib == "ember" and path[:1] == ("default",):
        path = path[1:]
    if lib == "ember" and len(path) == 2 and path[0] == "String":    # Ember.String.underscore
        lib, path = EMBER_STRING, path[1:]
    if lib in EMBER_NAMES:
        return EMBER_NAMES[lib].get(path[0]) if len(path) == 1 else None
    base, _, sub = lib.partition("/")
    if base.startswith("lodash.") and not path:          # lodash.kebabcase (per-method pkg)
        wanted = base.split(".", 1)[1]
        return next((name for name in HELPERS if name.lower() == wanted), None)
    if base not in PACKAGES:
        return None
    names = [p for p in ((sub,) if sub else ()) + path if p != "default"]
    if base == "pluralize" and names in ([], ["plural"], ["singular"]):
        return "plural" if not names or names == ["plural"] else "singular"
    if not names:
        return DEFAULT_EXPORT.get(base)
    return names[-1] if len(names) == 1 and names[0] in HELPERS else None


def apply_helper(name: str, text: str) -> str:
    """Helper ``name`` (a key of :data:`HELPERS`) applied to literal ``text``."""
    return HELPERS[name](text)


def helper_value(callee, args: tuple) -> tuple[str, object] | None:
    """``(helper name, value)`` of a call of a string helper (:func:`helper_name`) on a
    literal first argument: a one-part string keeping the argument's source location (the
    literal a subclass passes stays the evidence); ``None`` when ``callee`` is no helper or
    the argument is not fixed text."""
    from code2skill.values import LibV, StrV, Text, text_of

    if not isinstance(callee, LibV) or not args:
        return None
    name = helper_name(callee.lib, callee.path)
    text = text_of(args[0])
    if name is None or text is None or (name == "emberPluralize" and len(args) > 1):
        return None
    where = next((p.where for p in args[0].parts if p.where), None)
    return name, StrV((Text(apply_helper(name, text), where),))
