import {
  useAddTaskMutation,
  useCopyTaskMutation,
  useEditTaskMutation,
  useListTasksQuery,
  useSetTaskTagsMutation
} from "./api"

export function TaskList() {
  const {data} = useListTasksQuery({page: 1})
  const [addTask] = useAddTaskMutation()
  const [editTask] = useEditTaskMutation()
  const [copyTask] = useCopyTaskMutation()
  const [setTags] = useSetTaskTagsMutation()
  return (
    <ul>
      <button onClick={() => addTask({title: "New", priority: "normal"})}>Add</button>
      {(data || []).map(t => (
        <li key={t.id}>
          <button onClick={() => editTask({id: t.id, priority: "high"})}>Raise</button>
          <button onClick={() => copyTask({id: t.id})}>Copy</button>
          <button onClick={() => setTags({id: t.id, tags: ["x"]})}>Tag</button>
        </li>
      ))}
    </ul>
  )
}
