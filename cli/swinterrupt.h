/***************************************************************************
  swinterrupt.h: Ctrl-C (SIGINT) and SIGTERM cancel a command-line run the
  way the dialog's Cancel button does: the algorithm stops at its next
  check and removes what it started, so the earlier results stay as they
  were. A second signal ends the program at once.
 ***************************************************************************/
#ifndef SWINTERRUPT_H
#define SWINTERRUPT_H

#include <atomic>
#include <thread>

class QgsFeedback;

class SwInterrupt
{
public:
  //! Cancels \a feedback on SIGINT or SIGTERM while this object lives.
  explicit SwInterrupt( QgsFeedback *feedback );
  ~SwInterrupt();

  SwInterrupt( const SwInterrupt & ) = delete;
  SwInterrupt &operator=( const SwInterrupt & ) = delete;

  //! The signal that interrupted the run, or 0.
  static int signalReceived();

private:
  std::atomic<bool> mStop{ false };
  std::thread mWatcher;
};

#endif // SWINTERRUPT_H
