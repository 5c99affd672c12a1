// The features' cycles, on a cruise of src/features alone (why: .dependency-cruiser.mjs, featureCycleRules).
import { featureCycleRules, mirror } from './.dependency-cruiser.mjs';

export default featureCycleRules(mirror);
