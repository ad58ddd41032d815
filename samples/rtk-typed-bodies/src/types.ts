export type Priority = "low" | "normal" | "high"

export interface NewTask {
  title: string
  priority: Priority
  due_at?: string
}

export interface TaskUpdate {
  id: string
  title?: string
  priority?: Priority
}

export interface Task extends NewTask {
  id: string
}
