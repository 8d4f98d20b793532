// Written by the composite (src/composite/advice.ts) from a plugin's members' scores, not from a skill's text.
import { defineRule } from '../rule.js';

export const advicePluginMember = defineRule({
  id: 'ADVICE_PLUGIN_MEMBER',
  family: 'advice',
  title: 'Weaker plugin member',
  description: 'A skill or agent of the plugin scores below the others and pulls the plugin down.',
  why: "A plugin is installed whole: its weakest skill is loaded for the same users as its best ones, and the plugin's score shows the average of all of them.",
  bad: 'my-plugin: skills/format-sql 0.84, skills/lint-sql 0.81, skills/explain-sql 0.42',
  good: 'my-plugin: skills/format-sql 0.84, skills/lint-sql 0.81, skills/explain-sql 0.78',
  fix: "Open that skill's own report and apply its advice; for an agent, raise the dimensions named (its file is read as a skill's: a description saying what it does and when to hand work to it, a body with its steps and what it returns).",
});
