"""Form-object libraries: vform's ``Form`` and Inertia's ``useForm``, an object holding a
form's fields that sends them itself (the library counterpart of a program's own form-object
class, :mod:`code2skill.form_objects`).

Call forms handled::

    import Form from 'vform'                      // also import { Form } from 'vform'
    const form = reactive(new Form({ email: '', password: '' }))
    form.post('/api/login')                       // POST, body {email: string, password: string}
    form.put(url)  form.patch(url)  form.delete(url)  form.get(url)   // get: the fields query
    form.submit('post', url)

    import { useForm } from '@inertiajs/vue3'     // also @inertiajs/react, @inertiajs/svelte,
                                                  // @inertiajs/inertia-vue3, -vue, -react
    const form = useForm({ name: '', email: '' }) // useForm('CreateUser', {…}): a remember key
    form.post(route)   form.put(url)   form.submit('patch', url)
    const { data, setData, post } = useForm({ email: '' });  post('/login')   // React
    form.transform((data) => ({ ...data, remember: 'on' })).post(url)   // the same form

Rule ``form-library.fields``: the request's body is the fields object the form was made with
(the query of a ``get``), its literal initial values typed and never pinned (a form the user
edits), sent as JSON; the URL is the call's first argument (``submit``'s second). Both
libraries may look a name up in a table the source does not fill (vform's ``Form.routes``,
Inertia apps' Ziggy ``route('users.store')`` is a call the resolver reads as it reads any):
a URL that is no path gets the ``medium`` item of rule ``form-object.named-route``.
Inertia's ``form.transform(fn)`` gives back the form itself (``fn`` reshapes the data at
sending time: not followed, the form's fields stay the body).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.form_objects import ROUTE_RULE, passes_path
from code2skill.requests import RequestTemplate
from code2skill.values import ClientV, LibV, ObjV, StrV, Value, text_of

from .common import method_value
from .registry import LibraryFacts, Recogniser
from code2skill.initial_state import state

VFORM = "vform"
INERTIA = "inertia"
RULE = "form-library.fields"
VERBS = ("get", "post", "put", "patch", "delete")
INERTIA_MODULES = ("@inertiajs/vue3", "@inertiajs/react", "@inertiajs/svelte",
                   "@inertiajs/inertia-vue3", "@inertiajs/inertia-vue", "@inertiajs/inertia-react",
                   "@inertiajs/vue2")


def call_value(callee, args: tuple[Value, ...], where, new: bool) -> Value | None:
    """``new Form(fields)`` of vform, ``useForm(fields)`` (or ``useForm(key, fields)``) of
    Inertia → a form client holding the fields as state; an Inertia form's
    ``transform(fn)`` → the form itself; else ``None``."""
    if isinstance(callee, ClientV) and callee.lib == INERTIA and callee.path == ("transform",):
        return replace(callee, path=())
    if not isinstance(callee, LibV) or not args:
        return None
    if callee.lib == VFORM and new and callee.path in ((), ("default",), ("Form",)):
        fields = args[0]
    elif callee.lib == INERTIA and not new and callee.path == ("useForm",):
        fields = args[1] if len(args) > 1 and isinstance(args[0], StrV) else args[0]
    else:
        return None
    held = state(fields, where, 0) if isinstance(fields, ObjV) else fields
    return ClientV(callee.lib, held, where)


def request(callee, site, ctx) -> RequestTemplate | None:
    """The request of ``form.post(url)`` (any verb) or ``form.submit(method, url)`` on a form
    client; ``None`` for any other call."""
    if not (isinstance(callee, ClientV) and callee.lib in (VFORM, INERTIA)
            and len(callee.path) == 1):
        return None
    args = ctx.args(site.call)
    verb = callee.path[0]
    where = ctx.where(site.call.span)
    if verb in VERBS and args:
        method, url = method_value(verb, where), args[0]
    elif verb == "submit" and len(args) > 1 and text_of(args[0]):
        method, url = method_value(text_of(args[0]), where), args[1]
    else:
        return None
    fields = callee.config
    is_get = text_of(method) == "GET"
    notes = () if passes_path(url) else ((
        "medium", f"the {callee.lib} form's URL is no path: it may be a route name the "
        f"library maps to a path the source does not show; the path here is the text as "
        f"written (rule {ROUTE_RULE})", where, ROUTE_RULE),)
    return RequestTemplate(
        lib=callee.lib, method=method, url=url,
        sites=(ctx.site(site.call.span, RULE),),
        query=fields if is_get else None, body=None if is_get else fields,
        body_encoding=None if is_get or fields is None else "json", notes=notes)


FACTS = LibraryFacts(verbs=VERBS)
RECOGNISER = Recogniser(id="form-libraries", request=request, call_value=call_value, facts=FACTS,
                        modules={VFORM: VFORM, **{m: INERTIA for m in INERTIA_MODULES}})
