import { createElement as h } from 'react'

import useShelves from './api/hooks/useShelves'
import useShelf from './api/hooks/useShelf'
import useAddShelf from './api/hooks/useAddShelf'
import useRemoveShelf from './api/hooks/useRemoveShelf'

function ShelfTitle({ id }) {
	const shelf = useShelf(id)
	const { mutate } = useRemoveShelf(id)
	return h('button', { onClick: () => mutate() }, shelf.value?.title)
}

export default function Shelves() {
	const shelves = useShelves()
	const { mutate } = useAddShelf()
	return h('ul', null, shelves.value.map((shelf) => h('li', {
		key: shelf.id,
		onClick: () => mutate({ variables: { input: { title: shelf.title } } }),
	}, h(ShelfTitle, { id: shelf.id }))))
}
