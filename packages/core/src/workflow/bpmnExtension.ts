/**
 * Our BPMN extension attributes, declared to bpmn-moddle so they are read as typed properties whatever
 * prefix a document binds to the namespace. On a userTask:
 *   srm:assigneeType  PERSON | POSITION | RESPONSIBILITY | DEPT_HEAD | INITIATOR_SUPERIOR | FIELD
 *   srm:assignee      the ids, codes or variable name the type needs
 *   srm:fieldType     FIELD only: the variable holds PERSON (default) or USER ids
 *   srm:countersign   with multiInstanceLoopCharacteristics: ALL (default) or ANY
 * On any node (and the process): srm:nameEn, its name in English — `name` is the Chinese one; the trail,
 * the to-dos and the monitor show the English name to users working in English.
 * The server's parser (bpmn-moddle) and the web designer (bpmn-js) load this one descriptor.
 */
export const SRM_BPMN_NAMESPACE = 'http://srm.local/bpmn';

export const srmModdleDescriptor = {
  name: 'SRM',
  uri: SRM_BPMN_NAMESPACE,
  prefix: 'srm',
  xml: { tagAlias: 'lowerCase' },
  types: [
    {
      name: 'AssigneeRule',
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'assigneeType', isAttr: true, type: 'String' },
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'fieldType', isAttr: true, type: 'String' },
        { name: 'countersign', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'EnglishName',
      extends: ['bpmn:FlowElement', 'bpmn:Process'],
      properties: [{ name: 'nameEn', isAttr: true, type: 'String' }],
    },
  ],
  enumerations: [],
  associations: [],
};
