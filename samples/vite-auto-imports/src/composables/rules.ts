export interface Rule {
  id: number;
  name: string;
  enabled: boolean;
}

export function useRules() {
  const rules = ref<Rule[]>([]);

  async function load() {
    // @expect GET /api/notifications/rules
    const res = await fetch(withBase("/api/notifications/rules"));
    rules.value = await res.json();
  }

  async function toggle(rule: Rule) {
    // @expect PATCH /api/notifications/rules/{id}
    await fetch(withBase(`/api/notifications/rules/${rule.id}`), {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ enabled: !rule.enabled }),
    });
    await load();
  }

  return { rules, load, toggle };
}
