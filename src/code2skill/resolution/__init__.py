"""Cross-file resolution: evaluate the IR over all modules and find the requests each call
site makes, following wrappers, imports and constants.

The resolver is an abstract interpreter over :mod:`code2skill.facts`:

* :meth:`Resolver.evaluate` turns an expression into a :mod:`~code2skill.values` value inside a
  function (whose parameters stay symbolic :class:`~code2skill.values.ParamV`), following local
  bindings, closures, module bindings and member assignments, imports and re-exports, class
  members (``this.x``, constructor parameter properties), and calls of user functions (their
  return values with parameters substituted).
* :meth:`Resolver.summary` lists the request templates a function makes, directly (a library
  recogniser claims the call) or through wrappers (the wrapper's *deferred* templates with its
  parameters replaced by the call's arguments).
* A template is **deferred** while the enclosing function's parameters still decide its method,
  or the start of its URL, or a URL piece that is not a whole path segment (``${API}${url}``);
  otherwise it is **emitted** at that function: that call site names the endpoint and is the
  primary evidence, the wrapper chain its secondary evidence. Templates that stay deferred in a
  function nobody calls are reported, not guessed.

The package, one module per seam of the resolver:

* :mod:`code2skill.resolution.expressions`: evaluating one expression to a value
* :mod:`code2skill.resolution.lookup`: names, scopes, imports and globals
* :mod:`code2skill.resolution.flow`: local data flow: the writes that reach a read
* :mod:`code2skill.resolution.members`: member reads of objects, modules and components
* :mod:`code2skill.resolution.instances`: classes, instances and ``this``
* :mod:`code2skill.resolution.calls`: call evaluation, arguments and callers
* :mod:`code2skill.resolution.summaries`: function summaries, caches and the resolution driver
* :mod:`code2skill.resolution.specialise`: per-caller specialisation of request templates
* :mod:`code2skill.resolution.emission`: call sites to request templates
* :mod:`code2skill.resolution.review`: what the resolver cannot follow, for review
* :mod:`code2skill.resolution.shared`: helpers and constants several seams of the resolver use
* :mod:`code2skill.resolution.resolver`: the composed :class:`Resolver` and its state
"""
