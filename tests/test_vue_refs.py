"""Rule ``vue.computed-ref``: a Vue ``computed(getter)`` is a ref whose ``value`` is what the
getter returns; ``toValue``/``unref`` give a getter's return or a ref's value, and a
parameter's once a caller fills it (a URL-router composable returning computed URLs)."""
from __future__ import annotations

from test_recognisers import check

from code2skill.values import LitV, ObjV, PropV, StrV, Text
from code2skill.vue_refs import is_ref

ROUTER = """\
import { computed, MaybeRefOrGetter, toValue, unref } from 'vue';
export function useApiRouter() {
  const getApiUrl = (suffix: MaybeRefOrGetter<string>) =>
    computed(() => `/api${toValue(suffix)}`);
  const getStationUrl = (suffix: string, id: MaybeRefOrGetter<number>) =>
    getApiUrl(computed(() => `/station/${unref(id)}${suffix}`));
  return { getApiUrl, getStationUrl };
}
"""
PAGE = """\
import axios from 'axios';
import { computed, ref, toValue } from 'vue';
import { useApiRouter } from './router';

const { getApiUrl, getStationUrl } = useApiRouter();
const tasksUrl = getApiUrl('/admin/tasks');
const stationId = ref(1);
const filesUrl = getStationUrl('/files', stationId);
const loader = (url) => axios.get(toValue(url));

// @expect GET /api/admin/tasks
export const tasks = () => axios.get(tasksUrl.value);
// @expect PUT /api/station/{id}/files
export const files = () => axios.put(filesUrl.value, {});
// @expect GET /api/admin/queues
export const queues = () => loader(getApiUrl('/admin/queues'));
"""


def test_computed_urls_from_a_router_composable(derive_files):
    files = {"src/router.ts": ROUTER, "src/page.ts": PAGE}
    contract = derive_files(files)
    check(contract, files, {
        ("GET", "/api/admin/tasks"): ("none", "unknown", {}, "axios.call", "tasks"),
        ("PUT", "/api/station/{id}/files"): ("json", "unknown", {"path:id": "id", "body:": "={}"},
                                             "axios.call", "files"),      # body.empty-object
        ("GET", "/api/admin/queues"): ("none", "unknown", {}, "wrapper.call", "queues"),
    })


def test_is_ref():
    assert is_ref(ObjV((PropV("value", StrV((Text("/x"),))),)))
    assert not is_ref(ObjV((PropV("value", LitV(1)), PropV("label", LitV(2)))))
    assert not is_ref(LitV(1))
