/***************************************************************************
  swinterrupt.h: Ctrl-C (SIGINT) and SIGTERM cancel a command-line run the
  way the dialog's Cancel button does: the algorithm stops at its next
  check and removes what it started, so the earlier results stay as they
  were. A second signal ends the program at once.

  A cancel is a flag the run looks at between steps: a run held inside a
  system call (open() on a named pipe no one writes to, a read from a
  hung network file system) never looks. So when the run has not stopped
  GRACE_SECONDS after the signal, the program ends itself: it says the
  run was canceled, removes this process's staged outputs (the hidden
  ".<name>.partial-<pid>-<n>" folders beside each output) and exits 1, as
  a cancel does. Earlier results are untouched either way: outputs reach
  their names only when the whole run is done.
 ***************************************************************************/
#ifndef SWINTERRUPT_H
#define SWINTERRUPT_H

#include <QStringList>

#include <atomic>
#include <thread>

class QgsFeedback;

class SwInterrupt
{
public:
  /**
   * Long enough for any step of a run to reach its next cancel check and
   * remove what it staged (a report's PDF page, a sheet, a batch of
   * rows take well under a second), short enough that a service manager
   * waiting to stop the program (systemd waits 90 s) never needs SIGKILL.
   */
  static constexpr int GRACE_SECONDS = 5;

  /**
   * Cancels \a feedback on SIGINT or SIGTERM while this object lives;
   * ends the program when the run has not stopped GRACE_SECONDS later,
   * removing this process's staged outputs in \a outputFolders.
   */
  explicit SwInterrupt( QgsFeedback *feedback, const QStringList &outputFolders = QStringList() );
  ~SwInterrupt();

  SwInterrupt( const SwInterrupt & ) = delete;
  SwInterrupt &operator=( const SwInterrupt & ) = delete;

  //! The signal that interrupted the run, or 0.
  static int signalReceived();

private:
  //! Says the run was canceled, removes its staged outputs and exits 1, whatever the run is doing.
  [[noreturn]] void endNow() const;

  QStringList mOutputFolders;
  std::atomic<bool> mStop{ false };
  std::thread mWatcher;
};

#endif // SWINTERRUPT_H
