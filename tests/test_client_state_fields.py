"""Rule ``ts.client-state-field`` (:func:`code2skill.extractors.module_facts.classes.client_state`):
a declared field of a class that the class's own code computes is the client's state, no
field of the class used as a DTO type."""
from __future__ import annotations

from conftest import capability, sample_files

from code2skill.extractors.module_facts import extract_module

SAMPLE = "class-model-answers"
FILES = ("package.json", "src/app/builds/build.model.ts", "src/app/builds/builds.service.ts",
         "src/app/builds/build.component.ts")


def members(source: bytes, name: str) -> list[str]:
    """The member names of class ``name``'s DTO type, in declaration order."""
    facts = extract_module("src/a.ts", "typescript", source)
    return [m.name for m in facts.types[name].members]


def test_fields_the_class_computes_are_left_out_of_its_type():
    assert members(b"""class Build {
        public runningTime: Subject<string>;
        public status: string;
        public tags: string[];
        constructor(public id: number, private secret: string) {
            this.status = this.computed;
            this.runningTime = new Subject<string>(format(this.id));
            this.tick(() => { this.status = this.computed; });
        }
        get computed(): string { return 'x'; }
    }""", "Build") == ["tags", "id"]


def test_fields_written_from_a_parameter_stay():
    assert members(b"""class Dto {
        id: number;
        name: string;
        label: string;
        constructor(data: any, label: string) {
            this.id = Number(data.id);
            this.name = data.name;
            this.label = label.trim();
        }
        rename(value: string) { this.name = value; this.label = 'x'; }
    }""", "Dto") == ["id", "name", "label"]


def test_a_type_argument_naming_a_model_class_gives_its_wire_fields_only(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    build = capability(contract, "GET", "/builds/{id}")["outputSchema"]
    assert sorted(build["properties"]) == ["commit", "endTime", "id", "label", "startTime",
                                           "tags"]
    builds = capability(contract, "GET", "/builds")["outputSchema"]
    assert sorted(builds["items"]["properties"]) == sorted(build["properties"])
