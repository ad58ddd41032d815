// The pages that pick a task type, and a sign-in form whose library input and own field
// take a `type` prop too: neither renders the task list, so neither names a task type.
import { Input } from "@hope-ui/solid"
import axios from "axios"
import { TypeTasks } from "./Tasks"

const Field = (props: { type: string; label: string }) => (
  <label>{props.label}<input type={props.type} /></label>
)

export const CopyPage = () => <TypeTasks type="copy" />
export const UploadPage = () => <TypeTasks type="upload" />
export const SignIn = () => (
  <form>
    <Input type="password" />
    <Field type="number" label="code" />
  </form>
)

const LEVELS = ["info", "warn"]

export const Levels = () => (
  <ul>{LEVELS.map((level) => <LogCount level={level} />)}</ul>
)

export const LogCount = (props: { level: string }) => {
  // @expect GET /api/logs/{level}/count
  const count = () => axios.get(`/api/logs/${props.level}/count`)
  return <li onClick={count}>{props.level}</li>
}

export const refreshAll = () =>
  ["disk", "memory"].forEach((probe) => {
    // @expect POST /api/probes/{probe}/refresh
    axios.post(`/api/probes/${probe}/refresh`)
  })
