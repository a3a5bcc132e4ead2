import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './bpm.css';

/*
 * The small part of bpmn-js's services these screens use. Only the screens that draw diagrams import
 * this file (they are lazy chunks), so bpmn-js never reaches the login page's bundle.
 */

export type BpmnElement = {
  id: string;
  type: string;
  businessObject: BpmnObject;
};

export type BpmnObject = {
  id: string;
  name?: string;
  $type: string;
  conditionExpression?: { body?: string };
  get: (name: string) => unknown;
};

export type Canvas = {
  zoom: (level: 'fit-viewport', center?: 'auto') => number;
  addMarker: (elementId: string, marker: string) => void;
  resized: () => void;
};

export type Modeling = { updateProperties: (element: BpmnElement, properties: Record<string, unknown>) => void };

export type ElementRegistry = { get: (id: string) => BpmnElement | undefined; getAll: () => BpmnElement[] };

export type BpmnFactory = { create: (type: string, attrs: Record<string, unknown>) => unknown };

export type Selection = { select: (element: BpmnElement) => void };
