; Structure every module extractor needs, one capture name per role.
; Compiled for the javascript, typescript and tsx grammars (see languages.py).
(function_declaration) @function
(generator_function_declaration) @function
(function_expression) @function
(arrow_function) @function
(method_definition) @function
(return_statement) @return
(variable_declarator) @declarator
(for_in_statement) @for_of
(assignment_expression) @assignment
(augmented_assignment_expression) @assignment
(call_expression) @call
(new_expression) @call
(import_statement) @import
(export_statement) @export
(class_declaration) @class
(binary_expression right: (number)) @status_check
(switch_case value: (number)) @status_case
