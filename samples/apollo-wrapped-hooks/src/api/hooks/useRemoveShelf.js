import { useMutation, gql } from '@apollo/client'

const MUTATION = gql`
	mutation removeShelf($id: ID!) {
		removeShelf(id: $id) {
			success
		}
	}
`

export default (id) => {
	// @expect POST /graph
	const [ mutate, { loading } ] = useMutation(MUTATION, {
		variables: { id },
	})
	return { mutate, loading }
}
