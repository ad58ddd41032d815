// A task page: the task type comes down through props from the pages that render the
// list, and the list is drawn once per state of a constant list (<For each={[...]}>).
import axios from "axios"
import { For } from "solid-js"

export const Tasks = (props: { type: string; done: string }) => {
  // @expect GET /api/admin/task/{type}/{done}
  const load = () => axios.get(`/api/admin/task/${props.type}/${props.done}`)
  // @expect POST /api/admin/task/{type}/clear_done
  const clear = () => axios.post(`/api/admin/task/${props.type}/clear_done`)
  return <button onClick={() => load().then(clear)}>{props.type}</button>
}

export const TypeTasks = (props: { type: string }) => (
  <For each={["undone", "done"]}>{(done) => <Tasks type={props.type} done={done} />}</For>
)
