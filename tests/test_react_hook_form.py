"""Rule ``ts.contextual-parameter`` for react-hook-form: the data a submit handler sends is the
form's values, so the body's fields are the members of the ``FormValues`` type given to
``useForm<FormValues>()`` or to ``SubmitHandler<FormValues>``."""
from conftest import bindings, capability

SOURCE = (
    "import { useForm, SubmitHandler } from 'react-hook-form';\n"
    "import axios from 'axios';\n"
    "interface Invite { email: string; role?: 'admin' | 'member' }\n"
    "type Profile = { bio: string; age?: number };\n"
    "type Signup = { name: string; nickname?: string };\n"
    "export function InviteForm() {\n"
    "  const { register, handleSubmit } = useForm<Invite>();\n"
    "  return <form onSubmit={handleSubmit((data) => axios.post('/api/invites', data))} />;\n"
    "}\n"
    "export function ProfileForm() {\n"
    "  const form = useForm<Profile>();\n"
    "  return <form onSubmit={form.handleSubmit(async (values) => {\n"
    "    await axios.put('/api/profile', values); })} />;\n"
    "}\n"
    "export function SignupForm() {\n"
    "  const { handleSubmit } = useForm<Signup>();\n"
    "  const onSubmit: SubmitHandler<Signup> = (data) => axios.post('/api/signup', data);\n"
    "  return <form onSubmit={handleSubmit(onSubmit)} />;\n"
    "}\n"
    "export function Untyped() {\n"
    "  const { handleSubmit } = useForm();\n"
    "  return <form onSubmit={handleSubmit((data) => axios.post('/api/untyped', data))} />;\n"
    "}\n")


def test_submit_handler_bodies_are_the_form_values(derive_files):
    contract = derive_files({"src/forms.tsx": SOURCE})
    got = {path: (bindings(capability(contract, method, path)),
                  capability(contract, method, path)["inputSchema"].get("required"))
           for method, path in (("POST", "/api/invites"), ("PUT", "/api/profile"),
                                ("POST", "/api/signup"), ("POST", "/api/untyped"))}
    assert got == {
        "/api/invites": ({"body:email": "email", "body:role": "role"}, ["email"]),
        "/api/profile": ({"body:bio": "bio", "body:age": "age"}, ["bio"]),
        "/api/signup": ({"body:name": "name", "body:nickname": "nickname"}, ["name"]),
        "/api/untyped": ({"body:": "body"}, None),
    }
    invite = capability(contract, "POST", "/api/invites")
    assert invite["inputSchema"]["properties"]["role"]["enum"] == ["admin", "member"]
