import { createSignal } from "solid-js"
import { createMutable, createStore } from "solid-js/store"
import { buildIndex, listFiles, renameFile, updateIndex } from "../api"
import { r } from "../api/client"

interface Generated {
  secret: string
  qr: string
}

export const Settings = () => {
  const [uri, setUri] = createSignal("")
  const [seedTime, setSeedTime] = createSignal(0)
  const [token, setToken] = createSignal<string>()
  const [otp, setOtp] = createSignal<Generated>()
  const [tags, setTags] = createSignal<string[]>([])
  const [picked] = createSignal(localStorage.getItem("picked"))
  const [form, setForm] = createStore({ name: "", enabled: true, retries: 3 })
  const filter = createMutable({ keyword: "", limit: 20 })
  const save = () =>
    // @expect POST /api/admin/setting/set_aria2
    r.post("/admin/setting/set_aria2", { uri: uri(), token: token(), seedtime: seedTime(), tags: tags(), picked: picked() })
  const verify = () =>
    // @expect POST /api/auth/2fa/verify
    r.post("/auth/2fa/verify", { code: uri(), secret: otp()?.secret })
  const saveForm = () =>
    // @expect POST /api/admin/storage/create
    r.post("/admin/storage/create", { name: form.name, enabled: form.enabled, retries: form.retries })
  const search = () =>
    // @expect POST /api/fs/search
    r.post("/fs/search", { keyword: filter.keyword, limit: filter.limit })
  return (
    <div>
      <input value={uri()} onInput={(e) => setUri(e.currentTarget.value)} />
      <input value={token()} onInput={(e) => setToken(e.currentTarget.value)} />
      <input value={seedTime()} onInput={(e) => setSeedTime(Number(e.currentTarget.value))} />
      <input onInput={(e) => setForm("name", e.currentTarget.value)} />
      <input onInput={(e) => (filter.keyword = e.currentTarget.value)} />
      <button onClick={() => setTags(["a"])}>Tag</button>
      <button onClick={() => setOtp({ secret: "", qr: "" })}>Generate</button>
      <button onClick={save}>Save</button>
      <button onClick={verify}>Verify</button>
      <button onClick={saveForm}>Create</button>
      <button onClick={search}>Search</button>
      <button onClick={() => buildIndex()}>Build</button>
      <button onClick={() => updateIndex([uri()], 2)}>Update</button>
      <button onClick={() => listFiles(uri())}>List</button>
      <button onClick={() => renameFile(uri(), form.name)}>Rename</button>
    </div>
  )
}
