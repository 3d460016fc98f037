/**
 * npm run webhooks -- <command>: the webhook endpoints of integrators (docs/api.md, "Webhooks").
 *   add <url> --events a,b   a new endpoint for these event types; prints its id and its secret (shown once)
 *   list                     the endpoints, their event types, state and deliveries
 *   rotate <id>              a new secret; the old one keeps signing beside it for WEBHOOK_SECRET_OVERLAP_HOURS
 *   disable <id> | enable <id>
 *   replay <delivery number | event id>   sends a delivery, or an event to every endpoint subscribed, again
 * Uses the same environment as the server; the embedded database takes one process at a time: stop the server first.
 */
import { loadEnv } from '../server/env';
import {
  addEndpoint,
  listEndpoints,
  replay,
  rotateSecret,
  setEndpointEnabled,
} from '../server/webhooks/manage-endpoints';
import { runServerCommand } from './server-command';

const USAGE =
  'Usage: npm run webhooks -- add <url> --events a,b | list | rotate <id> | disable <id> | enable <id> | replay <delivery or event id>';
const [command, argument, ...rest] = process.argv.slice(2);
const endpointId = Number(argument);
const needsId = ['rotate', 'disable', 'enable'].includes(command ?? '');
if (!command || (needsId && !Number.isInteger(endpointId)) || (['add', 'replay'].includes(command) && !argument)) {
  console.error(USAGE);
  process.exit(2);
}

await runServerCommand(loadEnv(), async (deps) => {
  switch (command) {
    case 'add': {
      const events = rest[0] === '--events' ? (rest[1] ?? '').split(',').filter(Boolean) : [];
      const { id, secret } = await addEndpoint(deps, argument, events);
      console.log(
        `Endpoint ${id} added for ${events.join(', ')}.\nIts secret (give it to the receiver; it is not shown again): ${secret}`,
      );
      break;
    }
    case 'list':
      for (const endpoint of await listEndpoints(deps.db))
        console.log(
          `${endpoint.id}\t${endpoint.url}\t${endpoint.event_types.join(',')}\t${endpoint.disabled_at ? `disabled (${endpoint.disabled_reason})` : 'enabled'}\tdelivered ${endpoint.delivered}, pending ${endpoint.pending}, failed ${endpoint.failed}`,
        );
      break;
    case 'rotate': {
      const { secret, previousUntil } = await rotateSecret(deps, endpointId);
      console.log(
        `New secret of endpoint ${endpointId}: ${secret}\nThe previous secret also signs until ${previousUntil.toISOString()}.`,
      );
      break;
    }
    case 'disable':
    case 'enable':
      await setEndpointEnabled(deps, endpointId, command === 'enable');
      console.log(`Endpoint ${endpointId} ${command}d.`);
      break;
    case 'replay': {
      const deliveries = await replay(deps, argument);
      console.log(
        deliveries.length
          ? `Queued again as deliveries ${deliveries.join(', ')}.`
          : 'No enabled endpoint takes this event.',
      );
      break;
    }
    default:
      console.error(USAGE);
      process.exitCode = 2;
  }
});
