/// <reference path="../pb_data/types.d.ts" />
// What an operator reads beside a route's and a pickup point's fields now says two things the dashboard did not:
// a branch or a district is on one route at most (pb_hooks/lib/delivery-schedule.js takenPlaceProblems refuses a
// second), and orders booked on a weekday taken off stay on their day for staff to move (the desk's sheets of that
// day list them: docs/operators.md "Delivery days").

const STAYS =
  'Orders already booked on a day you take off stay on it: the desk lists them on that day, for staff to move.';

const HELP = {
  routes: {
    districts:
      'Districts it serves: every branch of these districts that no route names below is on this route. A district is on one route at most.',
    branches:
      'Branches it serves, in the order the van stops at them (the route sheet lists them so). A branch named here is on this route even if another route serves its district. A branch is on one route at most.',
    weekdays: `The weekdays it delivers: at least one. Example: tue and fri. ${STAYS}`,
  },
  pickup_points: {
    weekdays: `The days it is open for pickups: at least one. ${STAYS}`,
  },
};

/** The help each field had before. */
const BEFORE = {
  routes: {
    districts: 'Districts it serves: every branch of these districts that no route names below is on this route.',
    branches:
      'Branches it serves, in the order the van stops at them (the route sheet lists them so). A branch named here is on this route even if another route serves its district.',
    weekdays: 'The weekdays it delivers: at least one. Example: tue and fri.',
  },
  pickup_points: { weekdays: 'The days it is open for pickups: at least one.' },
};

/**
 * @param {core.App} app
 * @param {Record<string, Record<string, string>>} texts
 */
function setHelp(app, texts) {
  for (const [name, fields] of Object.entries(texts)) {
    const collection = app.findCollectionByNameOrId(name);
    for (const [field, help] of Object.entries(fields)) collection.fields.getByName(field).help = help;
    app.save(collection);
  }
}

migrate(
  (app) => setHelp(app, HELP),
  (app) => setHelp(app, BEFORE),
);
