import { useState } from "react"
import { r } from "../api/client"

export function Profile() {
  const [username, setUsername] = useState("")
  const [age, setAge] = useState(0)
  const [otp, setOtp] = useState<string>()
  const [theme] = useState(() => localStorage.getItem("theme"))
  const submit = () =>
    // @expect POST /api/me/update
    r.post("/me/update", { username, age, otp_code: otp, theme })
  return (
    <form onSubmit={submit}>
      <input value={username} onChange={(e) => setUsername(e.target.value)} />
      <input value={age} onChange={(e) => setAge(Number(e.target.value))} />
      <input value={otp} onChange={(e) => setOtp(e.target.value)} />
    </form>
  )
}
