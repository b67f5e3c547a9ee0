// `node --import tsx server/src/cli/risk.ts <policy.json> <events.ndjson>`: runs the risk engine
// offline, to try rules and blacklists on recorded events before enabling them. The policy is
// a RiskPolicyInput (platform, useSystemRules, rules, blacklists, whitelist, debugDevices); each
// input line is a RiskEvent. Prints one JSON result per event.
import fs from 'node:fs';
import readline from 'node:readline';
import { compilePolicy, evaluate, type RiskEvent, type RiskPolicyInput } from '../engines/risk/risk-engine';

const [policyFile, eventsFile] = process.argv.slice(2);
if (!policyFile || !eventsFile) {
  console.error('usage: risk.ts <policy.json> <events.ndjson>');
  process.exit(2);
}
const policy = compilePolicy(JSON.parse(fs.readFileSync(policyFile, 'utf8')) as RiskPolicyInput);
for await (const line of readline.createInterface({ input: fs.createReadStream(eventsFile) })) {
  if (!line.trim()) continue;
  const event = { userUdid: null, clientIp: null, wifi: null, installedApps: [], details: {}, ...JSON.parse(line) } as RiskEvent;
  console.log(JSON.stringify({ udid: event.udid, kind: event.kind, ...evaluate(event, policy) }));
}
