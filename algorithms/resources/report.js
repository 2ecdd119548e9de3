// The screening report's tables: sort by a column, filter by flag, status
// and APN or address, download the rows shown as CSV. Plain script, no
// network: the report is one file a planner can mail.
(function () {
  'use strict';
  var tables = Array.prototype.slice.call(document.querySelectorAll('table.parcels'));
  var search = document.getElementById('search');
  var flagFilter = document.getElementById('flag-filter');
  var statusFilter = document.getElementById('status-filter');

  function cellText(row, column) {
    var cell = row.cells[column];
    return cell ? cell.textContent : '';
  }

  function sortBy(table, column, numeric) {
    var header = table.tHead.rows[0].cells[column];
    var ascending = header.getAttribute('aria-sort') !== 'ascending';
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) { th.removeAttribute('aria-sort'); });
    header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = cellText(a, column), y = cellText(b, column);
      var result;
      if (numeric) {
        // Empty cells last whichever way.
        if (x === '' || y === '') return x === y ? 0 : (x === '' ? 1 : -1);
        result = parseFloat(x) - parseFloat(y);
      } else {
        result = x.localeCompare(y, undefined, { numeric: true });
      }
      return ascending ? result : -result;
    });
    rows.forEach(function (row) { body.appendChild(row); });
  }

  function matches(row, text, flag, status) {
    if (flag && (' ' + row.getAttribute('data-flags') + ' ').indexOf(' ' + flag + ' ') < 0) return false;
    if (status && row.getAttribute('data-status') !== status) return false;
    if (text) {
      // APN, address and owner; an APN matches typed with or without its dashes (the county's AIN: 7005001001).
      var key = (cellText(row, 0) + ' ' + cellText(row, 1) + ' ' + cellText(row, 2)).toLowerCase();
      var bare = cellText(row, 0).replace(/[^0-9a-z]/gi, '').toLowerCase();
      var typed = text.replace(/[^0-9a-z]/gi, '');
      if (key.indexOf(text) < 0 && !(typed && /^[0-9-\s]+$/.test(text) && bare.indexOf(typed) >= 0)) return false;
    }
    return true;
  }

  function shownText(table) {
    var shown = 0, rows = table.tBodies[0].rows;
    for (var i = 0; i < rows.length; ++i) if (!rows[i].classList.contains('hidden')) ++shown;
    return shown === rows.length ? rows.length + ' listed' : shown + ' of ' + rows.length + ' shown';
  }

  function applyFilters() {
    var text = search ? search.value.trim().toLowerCase() : '';
    var flag = flagFilter ? flagFilter.value : '';
    var status = statusFilter ? statusFilter.value : '';
    tables.forEach(function (table) {
      Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
        row.classList.toggle('hidden', !matches(row, text, flag, status));
      });
      var tools = document.querySelector('.tools[data-table="' + table.id + '"] .shown');
      if (tools) tools.textContent = shownText(table);
      // A table the filters empty shows only its count.
      table.classList.toggle('empty', table.tBodies[0].querySelector('tr:not(.hidden)') === null);
    });
  }

  // RFC 4180, and a cell a spreadsheet would run as a formula starts with a
  // quote; so does one that starts with a quote (as the tool's own CSV files).
  function csvCell(text) {
    if (/^[=+\-@\t\r']/.test(text)) text = "'" + text;
    return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
  }

  function download(table) {
    var lines = [];
    var header = Array.prototype.map.call(table.tHead.rows[0].cells, function (th) { return csvCell(th.textContent); });
    lines.push(header.join(','));
    Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
      if (row.classList.contains('hidden')) return;
      // A citation cell shows its number; the file gets its words.
      lines.push(Array.prototype.map.call(row.cells, function (td) { return csvCell(td.getAttribute('data-full') || td.textContent); }).join(','));
    });
    var blob = new Blob([lines.join('\r\n') + '\r\n'], { type: 'text/csv;charset=utf-8' });
    var link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = table.id.replace(/^t-/, '') + '-parcels.csv';
    document.body.appendChild(link);
    link.click();
    setTimeout(function () { URL.revokeObjectURL(link.href); link.remove(); }, 0);
  }

  tables.forEach(function (table) {
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
      th.title = 'Sort';
      th.addEventListener('click', function () { sortBy(table, column, th.getAttribute('data-type') === 'n'); });
    });
    var button = document.querySelector('.tools[data-table="' + table.id + '"] button.csv');
    if (button) button.addEventListener('click', function () { download(table); });
  });
  [search, flagFilter, statusFilter].forEach(function (control) {
    if (control) control.addEventListener('input', applyFilters);
  });
  // A part of a link's fragment as text, or null when it cannot be decoded
  // (a percent escape cut short on the way: "%E0%A4%A").
  function decoded(text) {
    try {
      return decodeURIComponent(text);
    } catch (e) {
      return null;
    }
  }

  // A link can open the report filtered, at a table:
  // report.html#flag=hillside&status=ok&search=7001&section=hillside.
  // A part that cannot be decoded is left out; the page works without it.
  var section = null;
  location.hash.replace(/^#/, '').split('&').forEach(function (pair) {
    var equals = pair.indexOf('=');
    var name = decoded(equals < 0 ? pair : pair.slice(0, equals));
    var value = decoded(equals < 0 ? '' : pair.slice(equals + 1));
    if (name === null || value === null) return;
    var control = { flag: flagFilter, status: statusFilter, search: search }[name];
    if (control) control.value = value;
    if (name === 'section') section = document.getElementById(value);
  });
  var print = document.getElementById('print');
  if (print) print.addEventListener('click', function () { window.print(); });
  applyFilters();
  if (section) section.scrollIntoView();
})();
