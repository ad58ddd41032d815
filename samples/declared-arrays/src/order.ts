import axios from 'axios';

export interface Category {
  id: number;
  name: string;
}

interface OrderItem {
  id: number;
  orderId: number;
}

// An empty array in an object literal declared with a type, filled in a loop: the declared
// member type says what the items are.
export const reorderCategories = async (categories: Category[]) => {
  interface ReorderQuery {
    categories: OrderItem[];
  }
  const updateQuery: ReorderQuery = { categories: [] };
  categories.forEach((category, index) => {
    updateQuery.categories.push({ id: category.id, orderId: index + 1 });
  });
  // @expect PUT /api/categories/reorder
  await axios.put('/api/categories/reorder', updateQuery);
};

// The same with the type written inline on the variable.
export const reorderApps = async (apps: Category[]) => {
  const updateQuery: { apps: { id: number; orderId: number }[] } = { apps: [] };
  apps.forEach((app, index) => updateQuery.apps.push({ id: app.id, orderId: index + 1 }));
  // @expect PUT /api/apps/reorder
  await axios.put('/api/apps/reorder', updateQuery);
};

// An array cast to its type where it is written: its items are the declared type's
// (rule ts.declared-array).
export const reorderTags = async (tags: Category[]) => {
  const body = { tags: [] as OrderItem[] };
  tags.forEach((tag, index) => body.tags.push({ id: tag.id, orderId: index + 1 }));
  // @expect PUT /api/tags/reorder
  await axios.put('/api/tags/reorder', body);
};
