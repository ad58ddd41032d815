import { ref } from 'vue';

// the route name is a parameter whose callers pass the literal name
const useListing = (routeName = 'shop.items.fetchUploaded', routeParams = {}) => {
    const items = ref([]);

    const fetchItems = () => {
        return axios.get(route(routeName, routeParams), { params: { page: 1 } })
            .then((response) => { items.value = response.data.data; });
    };

    return { items, fetchItems };
};

export default useListing;
