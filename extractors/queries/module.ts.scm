; TypeScript-only structure (the javascript grammar has none of these node types).
(interface_declaration) @type
(type_alias_declaration) @type
(abstract_class_declaration) @class
(enum_declaration) @enum
