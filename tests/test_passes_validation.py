"""Pass ``passes/validation.py``: validation rules become bounds only where source links them
to what a request sends (issue #4). Each test is a tiny client; assertions are exact schemas
and evidence (rule, line)."""
from __future__ import annotations

from conftest import capability

API = "import axios from 'axios';\nexport const api = axios.create({ baseURL: '/api' });\n"
ZOD = ("import { z } from 'zod';\n"
       "export const loginSchema = z.object({\n"
       "  email: z.string().email().max(80),\n"
       "  password: z.string().min(8),\n"
       "  remember: z.boolean().optional(),\n"
       "});\n"
       "export type LoginInput = z.infer<typeof loginSchema>;\n")


def refs(cap: dict, pointer: str) -> list[tuple]:
    """``(kind, rule, file, line)`` of one evidence pointer."""
    return [(e["kind"], e["rule"], e.get("file"), e.get("line"))
            for e in cap["evidence"].get(pointer, [])]


def questions(contract: dict, cap: dict) -> list[str]:
    """The review messages about requiredness of one capability."""
    return [r["message"] for r in contract["review"]
            if r["capability"] == cap["name"] and "requiredness" in r["message"]]


def test_a_body_typed_by_z_infer_gets_the_schema_fields_and_bounds(derive_files):
    contract = derive_files({
        "src/api.ts": API, "src/schema.ts": ZOD,
        "src/auth.ts": "import { api } from './api';\nimport { LoginInput } from './schema';\n"
                       "export const login = ({\n  data,\n}: {\n  data: LoginInput;\n}) =>\n"
                       "  api.post('/login', data);\n"})
    cap = capability(contract, "POST", "/api/login")
    assert cap["inputSchema"]["properties"] == {
        "email": {"description": "Email of the login.", "format": "email", "maxLength": 80,
                  "type": "string"},
        "password": {"description": "Password of the login.", "minLength": 8,
                     "type": "string"},
        "remember": {"description": "Remember of the login.", "type": "boolean"}}
    assert cap["inputSchema"]["required"] == ["email", "password"]
    assert refs(cap, "/inputSchema/properties/email/format") == [
        ("inferred", "validation.inferred-type", "src/auth.ts", 3),
        ("observed", "zod.string-email", "src/schema.ts", 3)]
    assert refs(cap, "/inputSchema/properties/password/minLength") == [
        ("inferred", "validation.inferred-type", "src/auth.ts", 3),
        ("observed", "zod.string-min", "src/schema.ts", 4)]
    assert refs(cap, "/inputSchema/required/1") == [
        ("inferred", "validation.inferred-type", "src/auth.ts", 3),
        ("observed", "ts.required-member", "src/schema.ts", 4),
        ("observed", "zod.required-by-default", "src/schema.ts", 4)]


def test_a_field_of_the_same_name_is_not_bounded_by_name_alone(derive_files):
    contract = derive_files({
        "src/api.ts": API, "src/schema.ts": ZOD,
        "src/lookup.ts": "import { api } from './api';\n"
                         "export const lookup = (email: string) => api.post('/lookup', { email });\n"})
    cap = capability(contract, "POST", "/api/lookup")
    assert cap["inputSchema"]["properties"]["email"] == {
        "description": "Email of the lookup.", "type": "string"}
    assert not [p for p in cap["evidence"] if p.startswith("/inputSchema/properties/email/")]


ANGULAR_SERVICE = (
    "import { HttpClient } from '@angular/common/http';\n"
    "export interface Profile { nickname: string; bio?: string }\n"
    "export class ProfileService {\n"
    "  constructor(private http: HttpClient) {}\n"
    "  update(profile: Profile) { return this.http.put('/api/profile', { profile }); }\n"
    "}\n")


def test_an_angular_form_value_sent_through_a_service(derive_files):
    contract = derive_files({
        "src/profile.service.ts": ANGULAR_SERVICE,
        "src/profile.component.ts":
            "import { FormBuilder, Validators } from '@angular/forms';\n"
            "import { ProfileService } from './profile.service';\n"
            "export class ProfileComponent {\n"
            "  constructor(private fb: FormBuilder, private profiles: ProfileService) {\n"
            "    this.form = this.fb.group({\n"
            "      bio: ['', [Validators.required, Validators.maxLength(280)]],\n"
            "    });\n"
            "  }\n"
            "  save() { this.profiles.update(this.form.value); }\n"
            "}\n"})
    cap = capability(contract, "PUT", "/api/profile")
    profile = cap["inputSchema"]["properties"]["profile"]
    assert profile["properties"]["bio"] == {"description": "Bio of the profile.",
                                            "maxLength": 280, "type": "string"}
    assert profile["required"] == ["bio"]           # the form sends no nickname
    assert refs(cap, "/inputSchema/properties/profile/required/0") == [
        ("observed", "angular.validators-required", "src/profile.component.ts", 6),
        ("inferred", "validation.form-value", "src/profile.component.ts", 9)]
    assert refs(cap, "/inputSchema/properties/profile/properties/bio/maxLength") == [
        ("observed", "angular.validators-maxLength", "src/profile.component.ts", 6),
        ("inferred", "validation.form-value", "src/profile.component.ts", 9)]


def test_an_angular_control_value_sent_as_a_nested_field(derive_files):
    contract = derive_files({
        "src/comments.service.ts":
            "import { HttpClient } from '@angular/common/http';\n"
            "export class CommentsService {\n"
            "  constructor(private http: HttpClient) {}\n"
            "  add(slug: string, body: string) {\n"
            "    return this.http.post(`/api/articles/${slug}/comments`, { comment: { body } });\n"
            "  }\n"
            "}\n",
        "src/comment.component.ts":
            "import { FormControl, Validators } from '@angular/forms';\n"
            "import { CommentsService } from './comments.service';\n"
            "export class CommentComponent {\n"
            "  control = new FormControl('', [Validators.required, Validators.maxLength(500)]);\n"
            "  constructor(private comments: CommentsService) {}\n"
            "  post(slug: string) { this.comments.add(slug, this.control.value); }\n"
            "}\n"})
    cap = capability(contract, "POST", "/api/articles/{slug}/comments")
    comment = cap["inputSchema"]["properties"]["comment"]
    assert comment["properties"]["body"]["maxLength"] == 500
    assert comment["required"] == ["body"]
    assert refs(cap, "/inputSchema/properties/comment/properties/body/maxLength") == [
        ("observed", "angular.validators-maxLength", "src/comment.component.ts", 4),
        ("inferred", "validation.form-value", "src/comment.component.ts", 6)]


def test_a_caller_that_sends_something_else_leaves_the_bounds_out(derive_files):
    contract = derive_files({
        "src/profile.service.ts": ANGULAR_SERVICE,
        "src/profile.component.ts":
            "import { FormBuilder, Validators } from '@angular/forms';\n"
            "export class ProfileComponent {\n"
            "  constructor(private fb: FormBuilder, private profiles: ProfileService) {\n"
            "    this.form = this.fb.group({ bio: ['', Validators.maxLength(280)] });\n"
            "  }\n"
            "  save() { this.profiles.update(this.form.value); }\n"
            "  reset() { this.profiles.update({ nickname: 'x', bio: '' }); }\n"
            "}\n"})
    cap = capability(contract, "PUT", "/api/profile")
    assert "maxLength" not in cap["inputSchema"]["properties"]["profile"]["properties"]["bio"]


def test_react_hook_form_handler_values_are_validated_by_the_resolver_schema(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/Invite.tsx":
            "import { z } from 'zod';\nimport { api } from './api';\n"
            "const schema = z.object({ email: z.string().email(), note: z.string().max(9)"
            ".optional() });\n"
            "export function Invite() {\n"
            "  const { handleSubmit } = useForm({ resolver: zodResolver(schema) });\n"
            "  return <form onSubmit={handleSubmit((values) =>\n"
            "    api.post('/invites', { email: values.email, note: values.note }))} />;\n"
            "}\n"})
    cap = capability(contract, "POST", "/api/invites")
    assert {k: {b: v for b, v in p.items() if b != "description"}
            for k, p in cap["inputSchema"]["properties"].items()} == {
        "email": {"format": "email", "type": "string"},
        "note": {"maxLength": 9, "type": "string"}}
    assert cap["inputSchema"]["required"] == ["email"]
    assert refs(cap, "/inputSchema/required/0") == [
        ("observed", "zod.required-by-default", "src/Invite.tsx", 3),
        ("inferred", "validation.submit-handler", "src/Invite.tsx", 6)]
    assert questions(contract, cap) == []           # zod settles email (required), note (not)


def test_register_rules_bound_the_values_handle_submit_passes(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/Signup.tsx":
            "import { useForm } from 'react-hook-form';\nimport { api } from './api';\n"
            "export function Signup() {\n"
            "  const { register, handleSubmit } = useForm();\n"
            "  const onSubmit = (data) => api.post('/signups', { email: data.email, age: data.age });\n"
            "  return <form onSubmit={handleSubmit(onSubmit)}>\n"
            "    <input {...register('email', { required: true, maxLength: 80 })} />\n"
            "    <input type=\"number\" {...register('age', { min: 18 })} /></form>;\n"
            "}\n"})
    cap = capability(contract, "POST", "/api/signups")
    props = cap["inputSchema"]["properties"]
    assert (props["email"]["maxLength"], props["age"]["minimum"]) == (80, 18)
    assert cap["inputSchema"]["required"] == ["email"]
    assert refs(cap, "/inputSchema/properties/email/maxLength") == [
        ("inferred", "validation.submit-handler", "src/Signup.tsx", 6),
        ("observed", "react-hook-form.maxLength", "src/Signup.tsx", 7)]


FEEDBACK_API = ("import { api } from './api';\n"
                "export function send(feedback) { return api.post('/feedback', feedback); }\n")


def test_jsx_inputs_bound_to_the_variables_a_component_sends(derive_files):
    contract = derive_files({
        "src/api.js": API, "src/feedback.js": FEEDBACK_API,
        "src/Form.jsx":
            "import { send } from './feedback';\n"
            "export function Form() {\n"
            "  const [text, setText] = useState('');\n"
            "  const submit = () => send({ text });\n"
            "  return <form onSubmit={submit}><textarea value={text} required maxLength={50} />"
            "</form>;\n"
            "}\n"})
    cap = capability(contract, "POST", "/api/feedback")
    assert cap["inputSchema"]["properties"]["text"]["maxLength"] == 50
    assert cap["inputSchema"]["required"] == ["text"]
    assert refs(cap, "/inputSchema/properties/text/maxLength") == [
        ("inferred", "validation.bound-input", "src/Form.jsx", 4),
        ("observed", "html.maxlength", "src/Form.jsx", 5)]
    assert questions(contract, cap) == []


def test_a_jsx_input_of_another_component_proves_nothing(derive_files):
    contract = derive_files({
        "src/api.js": API, "src/feedback.js": FEEDBACK_API,
        "src/Form.jsx":
            "import { send } from './feedback';\n"
            "export function Other() { return <textarea value={text} maxLength={50} />; }\n"
            "export function Form({ text }) { return <button onClick={() => send({ text })} />; }\n"})
    cap = capability(contract, "POST", "/api/feedback")
    assert "maxLength" not in cap["inputSchema"]["properties"]["text"]
    assert "required" not in cap["inputSchema"]


def test_vue_template_inputs_bound_to_a_reactive_object_sent_whole(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/Join.vue":
            "<template>\n  <input v-model=\"member.email\" type=\"email\" required>\n"
            "  <input v-model=\"member.name\" maxlength=\"60\">\n</template>\n"
            "<script setup lang=\"ts\">\nimport { reactive } from 'vue';\n"
            "import { api } from './api';\n"
            "interface Member { email: string; name?: string }\n"
            "const member: Member = reactive({ email: '', name: '' });\n"
            "const join = () => api.post('/members', { member });\n</script>\n"})
    cap = capability(contract, "POST", "/api/members")
    member = cap["inputSchema"]["properties"]["member"]
    assert member["properties"]["email"]["format"] == "email"
    assert member["properties"]["name"]["maxLength"] == 60
    assert member["required"] == ["email"]
    assert refs(cap, "/inputSchema/properties/member/required/0") == [
        ("observed", "html.required", "src/Join.vue", 2),
        ("inferred", "validation.bound-input", "src/Join.vue", 10)]


def test_nullable_fields_admit_null_and_keep_their_bounds(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/nick.ts": "import { z } from 'zod';\nimport { api } from './api';\n"
                       "const nickSchema = z.object({ nick: z.string().max(5).nullable(),\n"
                       "  tag: z.string().regex(/^[a-z]+$/i) });\n"
                       "export const save = (data: z.infer<typeof nickSchema>) =>\n"
                       "  api.put('/nick', data);\n"})
    cap = capability(contract, "PUT", "/api/nick")
    assert cap["inputSchema"]["properties"] == {
        "nick": {"description": "The nick.", "maxLength": 5, "type": ["string", "null"]},
        "tag": {"description": "Tag of the nick.", "type": "string"}}   # /…/i: no pattern


def test_a_destructured_parameter_is_linked_through_the_member_callers_pass(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/Signup.tsx":
            "import { useForm } from 'react-hook-form';\nimport { api } from './api';\n"
            "const signUp = ({ email }) => api.post('/signups', { email });\n"
            "export function Signup() {\n"
            "  const { register, handleSubmit } = useForm();\n"
            "  return <form onSubmit={handleSubmit((values) => signUp(values))}>\n"
            "    <input {...register('email', { required: true, maxLength: 80 })} /></form>;\n"
            "}\n"})
    cap = capability(contract, "POST", "/api/signups")
    assert cap["inputSchema"]["properties"]["email"]["maxLength"] == 80
    assert refs(cap, "/inputSchema/properties/email/maxLength") == [
        ("inferred", "validation.submit-handler", "src/Signup.tsx", 6),
        ("observed", "react-hook-form.maxLength", "src/Signup.tsx", 7)]


SHARED = ("import { z } from 'zod';\n"
          "export const Lang = z.enum(['en', 'de']);\n"
          "export const token = () => z.string().regex(/^[a-z0-9]+$/);\n"
          "export const Id = token().max(12);\n"
          "export const Note = z.union([z.string().max(9), z.null()]);\n"
          "export const Owner = z.object({ name: z.string().min(2) });\n"
          "export const Loose = z.string().or(z.number());\n")


def test_fields_naming_constants_of_another_module_take_their_rules(derive_files):
    contract = derive_files({
        "src/api.ts": API, "src/shared/consts.ts": SHARED,
        "src/shared/index.ts": "export * from './consts';\n",
        "src/save.ts": "import { z } from 'zod';\nimport { api } from './api';\n"
                       "import { Lang, Id as Key, Note, Owner, Loose } from './shared';\n"
                       "const S = z.object({ lang: Lang.optional(), id: Key, note: Note,\n"
                       "  owner: Owner, loose: Loose, other: Missing, seq: z.number() })\n"
                       "  .omit({ seq: true });\n"
                       "export const save = (data: z.infer<typeof S>) => api.put('/x', data);\n"})
    cap = capability(contract, "PUT", "/api/x")
    props = cap["inputSchema"]["properties"]
    assert props["lang"]["enum"] == ["en", "de"] and props["lang"]["type"] == "string"
    assert {k: props["id"][k] for k in ("type", "pattern", "maxLength")} == {
        "type": "string", "pattern": "^[a-z0-9]+$", "maxLength": 12}
    assert props["note"]["type"] == ["string", "null"] and props["note"]["maxLength"] == 9
    assert props["owner"]["properties"]["name"]["minLength"] == 2
    assert "seq" not in props                        # omitted inline (zod.inline-derived)
    assert "type" not in props.get("loose", {})      # .or(…): another schema, not followed
    assert "type" not in props.get("other", {})      # no constant of that name: no rules
    assert cap["inputSchema"]["required"] == ["id", "note", "owner"]
    assert refs(cap, "/inputSchema/properties/lang/enum") == [
        ("observed", "zod.imported-field", "src/save.ts", 4),
        ("inferred", "validation.inferred-type", "src/save.ts", 7),
        ("observed", "zod.enum", "src/shared/consts.ts", 2)]
    assert refs(cap, "/inputSchema/properties/id/maxLength") == [
        ("observed", "zod.imported-field", "src/save.ts", 4),
        ("inferred", "validation.inferred-type", "src/save.ts", 7),
        ("observed", "zod.string-max", "src/shared/consts.ts", 4)]


def test_z_infer_of_an_imported_enum_constant_types_a_value(derive_files):
    contract = derive_files({
        "src/api.ts": API, "src/consts.ts": SHARED,
        "src/fav.ts": "import { z } from 'zod';\nimport { api } from './api';\n"
                      "import { Lang } from './consts';\n"
                      "export const fav = (language: z.infer<typeof Lang>) =>\n"
                      "  api.post('/fav', { language });\n"})
    cap = capability(contract, "POST", "/api/fav")
    assert cap["inputSchema"]["properties"]["language"]["enum"] == ["en", "de"]


def test_constants_naming_each_other_across_modules_stay_bounded(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/a.ts": "import { z } from 'zod';\nimport { B } from './b';\n"
                    "export const A = z.object({ b: B.optional(), n: z.number() });\n",
        "src/b.ts": "import { z } from 'zod';\nimport { A } from './a';\n"
                    "export const B = z.object({ a: A.optional() });\n",
        "src/send.ts": "import { z } from 'zod';\nimport { api } from './api';\n"
                       "import { A } from './a';\n"
                       "export const send = (d: z.infer<typeof A>) => api.post('/a', d);\n"})
    cap = capability(contract, "POST", "/api/a")
    assert cap["inputSchema"]["properties"]["n"]["type"] == "number"


def test_array_fields_of_a_z_infer_body_type_their_items(derive_files):
    contract = derive_files({
        "src/api.ts": API,
        "src/tags.ts": "import { z } from 'zod';\n"
                       "export const Tags = z.array(z.string().max(20));\n",
        "src/schema.ts": "import { z } from 'zod';\nimport { Tags } from './tags';\n"
                         "export enum Mode { Even = 'EVEN', Shares = 'SHARES' }\n"
                         "export const Group = z.object({\n"
                         "  members: z.array(z.object({ id: z.string().optional(),\n"
                         "                             name: z.string() })).min(1),\n"
                         "  mode: z.nativeEnum(Mode),\n"
                         "  tags: Tags.optional(),\n"
                         "});\n",
        "src/save.ts": "import { z } from 'zod';\nimport { api } from './api';\n"
                       "import { Group } from './schema';\n"
                       "export const save = (g: z.infer<typeof Group>) => api.post('/groups', g);\n"})
    cap = capability(contract, "POST", "/api/groups")
    props = cap["inputSchema"]["properties"]
    assert props["members"]["type"] == "array" and props["members"]["minItems"] == 1
    assert props["members"]["items"] == {
        "type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}},
        "required": ["name"]}
    assert props["mode"]["type"] == "string" and props["mode"]["enum"] == ["EVEN", "SHARES"]
    assert refs(cap, "/inputSchema/properties/mode/enum") == [
        ("inferred", "validation.inferred-type", "src/save.ts", 4),
        ("observed", "zod.enum-values", "src/schema.ts", 3)]
    assert props["tags"]["items"] == {"type": "string"}
    assert cap["inputSchema"]["required"] == ["members", "mode"]
