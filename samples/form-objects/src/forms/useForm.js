import { reactive } from 'vue'
import Form from './Form'

export function useForm (fields) {
    return reactive(new Form(fields))
}
