let groups = [];

const count = () => groups.length;

export default { groups, count };
