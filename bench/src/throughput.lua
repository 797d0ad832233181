-- wrk script of bench/src/throughput.ts. Every scenario sends the same requests (one signed-in user
-- after another, with that user's token and poll ETag), so the client does the same work whatever
-- the server; only the path differs. WRK_REQUESTS: a file of "path\ttoken\tetag" lines.
local requests = {}
local counter = 0
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  for line in io.lines(os.getenv("WRK_REQUESTS")) do
    local path, token, etag = line:match("^([^\t]+)\t([^\t]+)\t([^\t]+)$")
    local headers = { ["Authorization"] = "Bearer " .. token, ["If-None-Match"] = etag }
    table.insert(requests, wrk.format("GET", path, headers))
  end
  statuses = {}
end

function request()
  counter = counter % #requests + 1
  return requests[counter]
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      totals[status] = (totals[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(totals) do
    table.insert(parts, string.format('"%d":%d', status, count))
  end
  io.write(string.format('WRK_RESULT {"requests":%d,"seconds":%.3f,"p50":%.3f,"p90":%.3f,"p99":%.3f,"max":%.3f,"errors":%d,"statuses":{%s}}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1e3, latency:percentile(90) / 1e3, latency:percentile(99) / 1e3,
    latency.max / 1e3, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout + summary.errors.status,
    table.concat(parts, ",")))
end
